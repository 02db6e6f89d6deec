// A stand-in for exactly the UIKit API that Livery's Apple-only code calls (see CoreGraphics.swift).
@_exported import QuartzCore

// A stand-in for exactly the AppKit API that Livery's Apple-only code calls (see CoreGraphics.swift).
@_exported import QuartzCore

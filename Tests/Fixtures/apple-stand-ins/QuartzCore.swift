// A stand-in for exactly the Core Animation API that Livery's Apple-only code calls (see
// CoreGraphics.swift). Every declaration cites the real one on the line above it.
@_exported import CoreGraphics

// The LiveryTesting product: helpers for testing an app's theming (a manual clock, a harness
// with in-memory storage, stand-in views that record assignments). Importing it imports Livery.
@_exported import Livery

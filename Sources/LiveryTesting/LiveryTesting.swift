// The LiveryTesting product: helpers for testing an app's theming (being written).
@_exported import Livery

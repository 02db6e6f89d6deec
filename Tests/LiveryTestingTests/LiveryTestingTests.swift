import Testing
import LiveryTesting

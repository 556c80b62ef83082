// `SwiftUIX` re-exports `_SwiftUIX` and `SwiftUI`, as SwiftUIX's does (Sources/SwiftUIX/
// module.swift).

// SwiftUIX d349805: Sources/SwiftUIX/module.swift
@_exported import SwiftUI
@_exported import _SwiftUIX

// Prints the walkthrough: a person form edited through OptionalBindings, step by step.
//
//   swift run OptionalBindingsDemo

#if canImport(SwiftUI)
  print(
    """
    The walkthrough drives the package's portable Binding and Bindable, which are compiled only \
    where SwiftUI is not (Linux, Windows): it compares bindings with the portable Binding's \
    _isSameLocation(as:), which SwiftUI's Binding does not have. Run it on Linux.
    """)
#else
  Walkthrough { print($0) }.run()
#endif

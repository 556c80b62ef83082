// Prints the walkthrough: a person form edited through OptionalBindings, step by step.
Walkthrough { print($0) }.run()

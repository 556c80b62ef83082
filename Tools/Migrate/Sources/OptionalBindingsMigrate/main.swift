// optionalbindings-migrate: finds the Binding(get:set:) closures in a SwiftUI code base and
// rewrites those that do exactly what an OptionalBindings helper does. See `--help`.
import Foundation
import MigrateCommandLine

exit(await CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))

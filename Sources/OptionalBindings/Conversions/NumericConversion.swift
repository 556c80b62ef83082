import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding where Value: FixedWidthInteger {
  /// A binding to the integer as a floating-point value, for a control that wants one.
  ///
  /// Use it to put an integer model behind a `Slider`, which takes a `BinaryFloatingPoint`:
  ///
  /// ```swift
  /// Slider(value: $settings.volume.converted(to: Double.self), in: 0...10, step: 1)
  /// ```
  ///
  /// Reading gives the integer as `Other`. Writing stores the nearest integer, halves rounded
  /// away from zero (`2.5` stores 3, `-2.5` stores -3); a value past the integer type's range,
  /// infinities included, stores its largest or smallest value; a NaN is dropped, and the
  /// integer keeps its value. Writing the value it reads stores nothing, so the integer keeps
  /// its exact value (`Int.max` reads as 2^63, which is not written back). Nothing traps. It is
  /// a key-path projection: deriving it again gives the same binding.
  ///
  /// - Parameter type: The floating-point type the control wants.
  /// - Returns: A binding to the value as `Other`.
  @_disfavoredOverload  // an app's own `$volume.converted(to: Double.self)` reaches the app's
  public func converted<Other: BinaryFloatingPoint>(to type: Other.Type = Other.self)
    -> Binding<Other>
  {
    self[dynamicMember: Identity.constant(IntegerAsFloatingPoint<Value, Other>.self)]
  }

  /// A binding to the integer as another integer type.
  ///
  /// ```swift
  /// Stepper("Copies", value: $job.copies.converted(to: Int.self), in: 1...99)
  /// ```
  ///
  /// Reading gives the value, clamped to `Other`'s range; writing stores the value written,
  /// clamped to this type's range. Writing the value it reads stores nothing, so a value past
  /// `Other`'s range is kept as it is: with `count == 300`, a NaN written through
  /// `$count.converted(to: Int8.self).converted(to: Double.self)` is dropped by the inner
  /// conversion, the outer one is handed back the 127 it read, and `count` stays 300. Nothing
  /// traps. It is a key-path projection.
  ///
  /// - Parameter type: The integer type the control wants.
  /// - Returns: A binding to the value as `Other`.
  @_disfavoredOverload  // an app's own `$volume.converted(to: Double.self)` reaches the app's
  public func converted<Other: FixedWidthInteger>(to type: Other.Type = Other.self)
    -> Binding<Other>
  {
    self[dynamicMember: Identity.constant(IntegerAsInteger<Value, Other>.self)]
  }
}

extension Binding where Value: BinaryFloatingPoint {
  /// A binding to the value as another floating-point type.
  ///
  /// Use it for a `Float` or `CGFloat` model behind a control that takes a `Double`:
  ///
  /// ```swift
  /// Slider(value: $brush.width.converted(to: Double.self), in: 1...40)
  /// ```
  ///
  /// Reading and writing convert as `Other(_:)` and `Value(_:)` do: to the nearest value the
  /// type represents, a value past its range to an infinity, a NaN to a NaN. Writing the value
  /// it reads (`==`) stores nothing, so a `Float` read as a `Double` and written back keeps its
  /// exact value. Nothing traps. It is a key-path projection: deriving it again gives the same
  /// binding.
  ///
  /// - Parameter type: The floating-point type the control wants.
  /// - Returns: A binding to the value as `Other`.
  @_disfavoredOverload  // an app's own `$volume.converted(to: Double.self)` reaches the app's
  public func converted<Other: BinaryFloatingPoint>(to type: Other.Type = Other.self)
    -> Binding<Other>
  {
    self[
      dynamicMember: Identity.constant(FloatingPointAsFloatingPoint<Value, Other>.self)]
  }

  /// A binding to the value as an integer, for a control that wants one.
  ///
  /// ```swift
  /// Stepper("Servings", value: $recipe.servings.converted(to: Int.self), in: 1...12)
  /// ```
  ///
  /// Reading gives the nearest integer, halves rounded away from zero, clamped to `Other`'s
  /// range; a NaN reads as 0. Writing stores the integer written as this type (the nearest value
  /// it represents); writing the integer it reads stores nothing, so `2.4` read as 2 and written
  /// back stays `2.4`. Nothing traps. It is a key-path projection.
  ///
  /// - Parameter type: The integer type the control wants.
  /// - Returns: A binding to the value as `Other`.
  @_disfavoredOverload  // an app's own `$volume.converted(to: Double.self)` reaches the app's
  public func converted<Other: FixedWidthInteger>(to type: Other.Type = Other.self)
    -> Binding<Other>
  {
    self[dynamicMember: Identity.constant(FloatingPointAsInteger<Value, Other>.self)]
  }
}

/// The type a conversion's key path converts to: its argument, which has no bytes.
struct ConversionTarget<Other>: Hashable, Sendable {}

extension FixedWidthInteger {
  /// The value as `Other`; setting stores the nearest integer, clamped, and ignores a NaN and
  /// the value it reads.
  subscript<Other: BinaryFloatingPoint>(converted _: ConversionTarget<Other>) -> Other {
    get { Other(self) }
    set {
      guard newValue != Other(self), let nearest = Self.nearest(to: newValue) else { return }
      self = nearest
    }
  }

  /// The value as `Other`, clamped; setting stores the value, clamped, unless it is the value
  /// read.
  subscript<Other: FixedWidthInteger>(converted _: ConversionTarget<Other>) -> Other {
    get { Other(clamping: self) }
    set {
      if newValue != Other(clamping: self) { self = Self(clamping: newValue) }
    }
  }

  /// The integer nearest to `value`, halves away from zero, clamped to the type's range; nil for
  /// a NaN.
  static func nearest<Source: BinaryFloatingPoint>(to value: Source) -> Self? {
    guard !value.isNaN else { return nil }
    let rounded = value.rounded(.toNearestOrAwayFromZero)
    // `min` is zero or a negative power of two, and `max + 1` a power of two: both convert to
    // `Source` exactly, or to an infinity past its range, so these comparisons are exact.
    if rounded <= Source(Self.min) { return .min }
    if rounded >= Source(Self.max) { return .max }
    return Self(rounded)
  }
}

extension BinaryFloatingPoint {
  /// The value as `Other`, as `Other(_:)` converts it; setting stores `Self(_:)` of it, unless
  /// it is `==` to the value read.
  subscript<Other: BinaryFloatingPoint>(converted _: ConversionTarget<Other>) -> Other {
    get { Other(self) }
    set {
      if newValue != Other(self) { self = Self(newValue) }
    }
  }

  /// The nearest integer, clamped, or 0 for a NaN; setting stores the integer as this type,
  /// unless it is the integer read.
  subscript<Other: FixedWidthInteger>(converted _: ConversionTarget<Other>) -> Other {
    get { Other.nearest(to: self) ?? 0 }
    set {
      if newValue != Other.nearest(to: self) ?? 0 { self = Self(newValue) }
    }
  }
}

/// The cached key path of an integer read as a floating-point value.
enum IntegerAsFloatingPoint<Root: FixedWidthInteger, Value: BinaryFloatingPoint>: CachedProjection {
  static func keyPath(_: Nothing, _: Nothing) -> FormedKeyPath {
    \Root[converted: ConversionTarget<Value>()]
  }
}

/// The cached key path of an integer read as another integer type.
enum IntegerAsInteger<Root: FixedWidthInteger, Value: FixedWidthInteger>: CachedProjection {
  static func keyPath(_: Nothing, _: Nothing) -> FormedKeyPath {
    \Root[converted: ConversionTarget<Value>()]
  }
}

/// The cached key path of a floating-point value read as another floating-point type.
enum FloatingPointAsFloatingPoint<Root: BinaryFloatingPoint, Value: BinaryFloatingPoint>:
  CachedProjection
{
  static func keyPath(_: Nothing, _: Nothing) -> FormedKeyPath {
    \Root[converted: ConversionTarget<Value>()]
  }
}

/// The cached key path of a floating-point value read as an integer.
enum FloatingPointAsInteger<Root: BinaryFloatingPoint, Value: FixedWidthInteger>: CachedProjection {
  static func keyPath(_: Nothing, _: Nothing) -> FormedKeyPath {
    \Root[converted: ConversionTarget<Value>()]
  }
}

#if !canImport(SwiftUI)
  import Foundation

  /// The scale benchmark's picture: steady cost per row against list size, on log–log axes, one
  /// panel per helper, ours and each closure competitor as a line, written as SVG by hand.
  struct ScaleChart {
    let results: ScaleResults

    private static let width = 960.0
    private static let plotWidth = 360.0
    private static let plotHeight = 240.0
    private static let columns = [90.0, 570.0]
    private static let firstRowTop = 150.0
    private static let rowPitch = 330.0

    /// How each side is drawn.
    private static let styles: [ScaleSide: (color: String, dash: String, label: String)] = [
      .ours: ("#1f5fbf", "", "the helper"),
      .closure: ("#e07b00", "7 4", "the closure binding a user writes"),
      .reference: ("#7a7a7a", "2 4", "closure, search inline in @MainActor"),
    ]

    /// The SVG document.
    var svg: String {
      let panels = results.rows.map { [$0.family, $0.helper] }.uniqued()
      let families = Set(results.rows.map(\.family)).count
      let rowsOfPanels = Int((Double(panels.count) / 2).rounded(.up))
      let height = Self.firstRowTop + Double(rowsOfPanels) * Self.rowPitch - 20
      let counts = results.rows.map(\.count)
      let xRange = (log10(Double(counts.min() ?? 10)), log10(Double(counts.max() ?? 100_000)))
      let values = results.rows.flatMap { row in ScaleSide.allCases.compactMap { row.perRow($0) } }
        .filter { $0 > 0 }
      let yRange = (
        (log10(values.min() ?? 10)).rounded(.down), (log10(values.max() ?? 1e6)).rounded(.up)
      )

      var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(Self.width))" height="\(Int(height))" \
        viewBox="0 0 \(Int(Self.width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif" \
        font-size="13" fill="#222">

        """
      out += rect(0, 0, Self.width, height, fill: "#ffffff")
      out += text(
        Self.width / 2, 28, "Cost per row of a steady render, against the number of rows",
        size: 18, anchor: "middle", weight: "bold")
      out += text(
        Self.width / 2, 50,
        "Each row derives one binding and reads it once; log–log axes; lower is better.",
        size: 13, anchor: "middle", color: "#444")
      out += text(
        Self.width / 2, 68, "OptionalBindingsBenchmarks --scale: \(subtitle)", size: 12,
        anchor: "middle", color: "#666")
      out += legend(y: 96)

      for (index, panel) in panels.enumerated() {
        let left = Self.columns[index % 2]
        let top = Self.firstRowTop + Double(index / 2) * Self.rowPitch
        out += self.panel(
          families > 1 ? panel.joined(separator: ": ") : panel[1],
          rows: results.rows.filter { [$0.family, $0.helper] == panel }, left: left, top: top,
          xRange: xRange, yRange: yRange, showYTitle: index % 2 == 0)
      }
      out += "</svg>\n"
      return out
    }

    /// The run's mode, day, cores and load, for the subtitle.
    private var subtitle: String {
      let day = results.run.generatedAt.prefix(10)
      let load = results.run.loadAverageAtStart.map { String(format: "load %.2f", $0) } ?? ""
      return "\(results.run.mode) run, \(day), \(results.run.processors) cores, \(load)"
    }

    /// One line of legend at `y`, centred: a sample of each side's line and marker, and its label.
    private func legend(y: Double) -> String {
      let sides: [ScaleSide] =
        results.rows.contains { $0.result(.reference) != nil }
        ? ScaleSide.allCases : [.ours, .closure]
      let entries = sides.compactMap { side in Self.styles[side].map { (side: side, style: $0) } }
      // About 7 px a character at 13 px: enough to centre the legend without measuring text.
      let widths = entries.map { 44 + Double($0.style.label.count) * 7 }
      var x = (Self.width - widths.reduce(0, +) - 28 * Double(entries.count - 1)) / 2
      var out = ""
      for (entry, width) in zip(entries, widths) {
        out += line(x, y, x + 36, y, color: entry.style.color, dash: entry.style.dash, width: 2.5)
        out += marker(entry.side, x + 18, y, color: entry.style.color)
        out += text(x + 44, y + 4.5, entry.style.label, size: 13)
        x += width + 28
      }
      return out
    }

    /// One helper's panel: frame, decade grid and ticks, a line per side, the ratio to the
    /// closure at the largest size, and a note for each size a side was not measured at.
    private func panel(
      _ helper: String, rows: [ScaleRow], left: Double, top: Double,
      xRange: (Double, Double), yRange: (Double, Double), showYTitle: Bool
    ) -> String {
      let xOf = { (count: Double) in
        left + (log10(count) - xRange.0) / max(xRange.1 - xRange.0, 1) * Self.plotWidth
      }
      let yOf = { (value: Double) in
        top + Self.plotHeight - (log10(value) - yRange.0) / max(yRange.1 - yRange.0, 1)
          * Self.plotHeight
      }
      var out = text(left, top - 14, helper, size: 15, weight: "bold", monospace: true)
      out += rect(left, top, Self.plotWidth, Self.plotHeight, fill: "#fafafa", stroke: "#999")

      var decade = yRange.0
      while decade <= yRange.1 + 0.001 {
        let y = yOf(pow(10, decade))
        out += line(left, y, left + Self.plotWidth, y, color: "#e2e2e2", dash: "", width: 1)
        out += text(left - 8, y + 4.5, tick(nanoseconds: pow(10, decade)), size: 12, anchor: "end")
        decade += 1
      }
      for count in Set(rows.map(\.count)).sorted() {
        let x = xOf(Double(count))
        out += line(x, top, x, top + Self.plotHeight, color: "#e2e2e2", dash: "", width: 1)
        out += text(x, top + Self.plotHeight + 18, grouped(count), size: 12, anchor: "middle")
      }
      out += text(
        left + Self.plotWidth / 2, top + Self.plotHeight + 38, "rows in the list (N)", size: 12,
        anchor: "middle", color: "#555")
      if showYTitle {
        let middle = top + Self.plotHeight / 2
        out += """
            <text x="\(f(left - 70))" y="\(f(middle))" font-size="12" fill="#555" \
          text-anchor="middle" transform="rotate(-90 \(f(left - 70)) \(f(middle)))">\
          per row, steady render</text>

          """
      }

      var notes: [String] = []
      for side in ScaleSide.allCases {
        guard let style = Self.styles[side], rows.contains(where: { $0.result(side) != nil })
        else { continue }
        let points = rows.compactMap { row in
          row.perRow(side).map { (xOf(Double(row.count)), yOf($0)) }
        }
        if points.count > 1 {
          let path = points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " ")
          out += """
              <polyline points="\(path)" fill="none" stroke="\(style.color)" stroke-width="2.5" \
            stroke-dasharray="\(style.dash)" stroke-linejoin="round"/>

            """
        }
        for point in points { out += marker(side, point.0, point.1, color: style.color) }
        for row in rows where row.result(side)?.skipped != nil {
          notes.append("\(side.rawValue) not measured at N = \(grouped(row.count)): too slow")
        }
      }
      // The ratio to the closure at the largest size both sides reached, beside our last point.
      if let last = rows.last(where: { $0.perRow(.ours) != nil && $0.perRow(.closure) != nil }),
        let ours = last.perRow(.ours), let closure = last.perRow(.closure),
        let style = Self.styles[.ours]
      {
        let ratio = ours / closure
        let label = String(format: ratio < 1 ? "%.2f×" : ratio < 10 ? "%.1f×" : "%.0f×", ratio)
        // Above our point when it is the higher line, below it when the closure's is.
        out += text(
          xOf(Double(last.count)) - 8, yOf(ours) + (ours < closure ? 20 : -10),
          "\(label) the closure", size: 12, anchor: "end", weight: "bold", color: style.color)
      }
      for (index, note) in notes.enumerated() {
        out += text(
          left + 8, top + 18 + Double(index) * 16, note, size: 12, color: "#b00020")
      }
      return out
    }

    /// The marker of `side` at a point: a filled circle, an open square or a filled triangle.
    private func marker(_ side: ScaleSide, _ x: Double, _ y: Double, color: String) -> String {
      switch side {
      case .ours:
        return "  <circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"4.5\" fill=\"\(color)\"/>\n"
      case .closure:
        return "  <rect x=\"\(f(x - 4))\" y=\"\(f(y - 4))\" width=\"8\" height=\"8\" "
          + "fill=\"#ffffff\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
      case .reference:
        return "  <path d=\"M \(f(x)) \(f(y - 5)) L \(f(x + 5)) \(f(y + 4)) L \(f(x - 5)) "
          + "\(f(y + 4)) Z\" fill=\"\(color)\"/>\n"
      }
    }

    /// A decade as a tick label: `10 ns`, `1 µs`, `100 ms`.
    private func tick(nanoseconds value: Double) -> String {
      let units: [(Double, String)] = [(1e9, "s"), (1e6, "ms"), (1e3, "µs"), (1, "ns")]
      let (scale, unit) = units.first { value >= $0.0 } ?? (1, "ns")
      return String(format: "%.0f", value / scale) + " " + unit
    }

    /// A rectangle element.
    private func rect(
      _ x: Double, _ y: Double, _ width: Double, _ height: Double, fill: String,
      stroke: String? = nil
    ) -> String {
      "  <rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" "
        + "fill=\"\(fill)\"" + (stroke.map { " stroke=\"\($0)\"" } ?? "") + "/>\n"
    }

    /// A line element, dashed when `dash` is not empty.
    private func line(
      _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, color: String, dash: String,
      width: Double
    ) -> String {
      "  <line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"\(color)\" "
        + "stroke-width=\"\(f(width))\"" + (dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"")
        + "/>\n"
    }

    /// A text element, its content escaped.
    private func text(
      _ x: Double, _ y: Double, _ content: String, size: Double, anchor: String = "start",
      weight: String = "normal", color: String = "#222", monospace: Bool = false
    ) -> String {
      let family = monospace ? " font-family=\"Menlo, Consolas, monospace\"" : ""
      return "  <text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(f(size))\" "
        + "text-anchor=\"\(anchor)\" font-weight=\"\(weight)\" fill=\"\(color)\"\(family)>"
        + escaped(content) + "</text>\n"
    }

    /// A coordinate with one decimal.
    private func f(_ value: Double) -> String { String(format: "%.1f", value) }

    /// `string` with the characters XML reserves in text replaced by entities.
    private func escaped(_ string: String) -> String {
      string.replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
    }
  }
#endif

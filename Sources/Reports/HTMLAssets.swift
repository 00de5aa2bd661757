import WireCore
/// The stylesheet and script embedded in the HTML report (no external resources: the page opens
/// without network access).
enum HTMLAssets {
    static let style = """
        :root{--pass:#1a7f37;--fail:#cf222e;--warn:#9a6700;--waived:#bf8700;--skip:#6e7781;--inc:#8250df;--ink:#1f2328;--line:#d0d7de}
        *{box-sizing:border-box}
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);margin:0;background:#fff}
        main{max-width:1180px;margin:0 auto;padding:0 20px 40px}
        .banner{padding:18px 20px;color:#fff;font-size:22px;font-weight:600}
        .banner small{display:block;font-size:13px;font-weight:400;opacity:.9}
        .v-PASS{background:var(--pass)}.v-FAIL{background:var(--fail)}.v-WARN{background:var(--warn)}
        .v-WAIVED{background:var(--waived)}.v-SKIP{background:var(--skip)}.v-INCONCLUSIVE{background:var(--inc)}
        .badge{display:inline-block;min-width:92px;text-align:center;color:#fff;border-radius:4px;padding:1px 6px;font-size:12px;font-weight:600}
        h2{margin:28px 0 8px;font-size:18px;border-bottom:1px solid var(--line);padding-bottom:4px}
        table{border-collapse:collapse;width:100%;font-size:13px}
        th,td{border-bottom:1px solid var(--line);padding:4px 6px;text-align:left;vertical-align:top}
        th{background:#f6f8fa;position:sticky;top:0}
        #rules th{cursor:pointer;user-select:none}
        #rules th[aria-sort=ascending]::after{content:" \\25B2"}#rules th[aria-sort=descending]::after{content:" \\25BC"}
        td.num{text-align:right;font-variant-numeric:tabular-nums}
        .counts span{margin-right:14px}
        table.wrap{table-layout:fixed}
        table.wrap td,table.wrap th{overflow-wrap:anywhere;word-break:break-word}
        table.facts th{width:180px}
        table.wrap code.nowrap{white-space:nowrap;overflow-wrap:normal;word-break:normal}
        .note-warn{padding:6px 10px;border-left:4px solid var(--warn);background:#fff8c5}
        table.findings{margin:0 0 10px 12px;width:calc(100% - 12px)}
        tr.finding td:first-child{border-left:3px solid var(--fail)}tr.finding.w td:first-child{border-left-color:var(--waived)}
        @media print{
          @page{size:A4;margin:12mm}
          body{font-size:10px}
          main{max-width:none;padding:0}
          .filters,#filter-count{display:none}
          th{position:static}
          .banner,.badge,.v-PASS,.v-FAIL,.v-WARN,.v-WAIVED,.v-SKIP,.v-INCONCLUSIVE{-webkit-print-color-adjust:exact;print-color-adjust:exact}
          h2,h3{break-after:avoid}
          tr,svg,table.facts{break-inside:avoid}
          svg{max-width:100%}
          a{color:inherit;text-decoration:none}
        }
        .filters{display:flex;gap:10px;align-items:center;margin:8px 0}
        .filters input{padding:4px 6px;width:280px}
        code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px}
        .muted{color:#57606a}
        svg{display:block;margin:6px 0 14px;max-width:100%;height:auto;background:#fff}
        svg text{font:11px system-ui,sans-serif;fill:#1f2328}
        svg .axis{stroke:#57606a;stroke-width:1}
        svg .grid{stroke:#eaeef2;stroke-width:1}
        """

    /// Sorts the rules table on a header click, filters it by text and verdict, and marks the body
    /// `data-script="ok"` when it ran without error (the headless-browser test reads that mark).
    static let script = """
        (function () {
          try {
            var table = document.getElementById('rules');
            var body = table.tBodies[0];
            var headers = table.tHead.rows[0].cells;
            var direction = {};
            function key(row, col) {
              var cell = row.cells[col];
              var v = cell.getAttribute('data-sort');
              if (v === null) v = cell.textContent;
              var n = Number(v);
              return (v === '' || isNaN(n)) ? String(v).toLowerCase() : n;
            }
            function sortBy(col) {
              var rows = Array.prototype.slice.call(body.rows);
              var d = direction[col] = (direction[col] === 1 ? -1 : 1);
              rows.sort(function (a, b) {
                var x = key(a, col), y = key(b, col);
                if (typeof x !== typeof y) { x = String(x); y = String(y); }
                return x < y ? -d : x > y ? d : 0;
              });
              rows.forEach(function (r) { body.appendChild(r); });
              for (var j = 0; j < headers.length; j++) {
                headers[j].setAttribute('aria-sort', j === col ? (d > 0 ? 'ascending' : 'descending') : 'none');
              }
            }
            Array.prototype.forEach.call(headers, function (h, col) {
              h.addEventListener('click', function () { sortBy(col); });
            });
            var text = document.getElementById('filter-text');
            var verdict = document.getElementById('filter-verdict');
            var count = document.getElementById('filter-count');
            function apply() {
              var q = text.value.toLowerCase(), v = verdict.value, shown = 0;
              Array.prototype.forEach.call(body.rows, function (r) {
                var ok = (!v || r.getAttribute('data-verdict') === v) && (!q || r.textContent.toLowerCase().indexOf(q) >= 0);
                r.hidden = !ok;
                if (ok) shown++;
              });
              count.textContent = shown + ' of ' + body.rows.length + ' shown';
            }
            text.addEventListener('input', apply);
            verdict.addEventListener('change', apply);
            apply();
            document.body.setAttribute('data-script', 'ok');
          } catch (e) {
            document.body.setAttribute('data-script', 'error: ' + e);
          }
        })();
        """
}

/// HTML text escaping (`&`, `<`, `>`, quotes) for element content and attribute values.
enum HTMLText {
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if DisplayText.isUnsafe(c, allowNewline: true) {
                    out += "\\u{\(String(c.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out
    }

    /// A number with `digits` decimals, rounded half away from zero, without locale.
    static func fixed(_ v: Double, _ digits: Int) -> String {
        guard v.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let n = Int64((abs(v) * scale).rounded())
        let sign = v < 0 && n != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(n) }
        let p = Int64(scale)
        let frac = String(n % p)
        return sign + String(n / p) + "." + String(repeating: "0", count: digits - frac.count) + frac
    }
}

// report_sample OUTDIR: writes the sample report (emit/report_samples.cc) in every format, and an
// empty one, for tests/tools/validate_report.sh to validate against the schemas and render in a
// browser: report.{txt,json,html,sarif}, baseline.json, empty.{json,html,sarif}, empty-baseline.json.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include "check/baseline.h"
#include "emit/report_html.h"
#include "emit/report_json.h"
#include "emit/report_samples.h"
#include "emit/report_sarif.h"
#include "emit/report_text.h"

namespace {
bool write(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
  out.close();
  if (!out) std::cerr << "report_sample: cannot write " << path << '\n';
  return static_cast<bool>(out);
}
}  // namespace

int main(int argc, char** argv) {
  using namespace rulecorp;
  if (argc != 2) {
    std::cerr << "usage: report_sample OUTDIR\n";
    return 2;
  }
  std::string dir = argv[1];
  Report r = test::sample_report();
  r.baseline_used = true;
  Report empty;
  bool ok = write(dir + "/report.txt", write_report_text(r)) && write(dir + "/report.json", write_report_json(r)) &&
            write(dir + "/report.html", write_report_html(r)) && write(dir + "/report.sarif", write_report_sarif(r)) &&
            write(dir + "/baseline.json", write_baseline(make_baseline(r.findings))) &&
            write(dir + "/empty.json", write_report_json(empty)) && write(dir + "/empty.html", write_report_html(empty)) &&
            write(dir + "/empty.sarif", write_report_sarif(empty)) &&
            write(dir + "/empty-baseline.json", write_baseline(Baseline{}));
  if (ok) std::cout << r.findings.size() << '\n';  // the finding count the HTML must show
  return ok ? 0 : 1;
}

// `bitcc terrain`: walkable regions of a map and connectivity queries (see kTerrainUsage).
#include <algorithm>
#include <climits>
#include <istream>
#include <ostream>

#include "bitcc/games/terrain.hpp"
#include "game_commands.hpp"
#include "game_text.hpp"
#include "line_reader.hpp"

namespace bitcc::cli {
namespace {

using games::BitboardTerrain;
using games::Point;
using games::TerrainMap;
using games::UnionFindTerrain;

constexpr const char* kTerrainUsage = R"(usage: bitcc terrain [--engine auto|bitboard|union-find]

Reads a map, then queries, from standard input. The map comes first: lines of '.' (walkable)
and '#' (blocked), all the same length, ended by a blank line or the end of the input. One
walks between walkable cells that share a side. Then one query per line, points given as
map line and column numbers counted from 1 (as in a text editor):
  connected L1 C1 L2 C2   yes or no: can one walk from (L1, C1) to (L2, C2)?
  size L C                the number of cells reachable from (L, C), itself included
  regions                 the number of regions and their sizes, in reading order
Blank query lines and lines starting with '#' are skipped. Errors name the input line (and
column for map characters); a bad map stops before the queries, a bad query does not stop the
ones after it.
  --engine E   auto (default): bitboards when the map fits 11x11, 16 wide x 8 high or 8 wide
               x 16 high, else union-find; bitboard: fail when it fits none of those
Exit status: 0, or 1 when some input line was refused, or 2 for bad arguments or a map too
large for --engine bitboard.
)";

template <class Terrain>
int answer_queries(const Terrain& terrain, const TerrainMap& map, LineReader& lines,
                   std::ostream& out, std::ostream& err) {
  int status = 0;
  std::string line;
  while (lines.next(line)) {
    if (text::is_blank_or_comment(line)) continue;
    const std::vector<std::string> words = text::words(line);
    auto fail = [&](const std::string& message) {
      err << "line " << lines.line_number() << ": " << message << '\n';
      status = 1;
    };
    // Points are 1-based (line, column) pairs of words starting at words[first].
    std::vector<Point> points;
    auto read_points = [&](std::size_t first, std::size_t count) {
      for (std::size_t i = 0; i < count; ++i) {
        const auto row = text::parse_count(words[first + 2 * i]);
        const auto column = text::parse_count(words[first + 2 * i + 1]);
        if (!row || !column) {
          fail("'" + printable(line) + "': line and column numbers must be whole numbers");
          return false;
        }
        // A number beyond int is outside any map: clamped, point_error still says so, and the
        // message names the words as written.
        const Point p{static_cast<int>(std::min<long long>(*row, INT_MAX)) - 1,
                      static_cast<int>(std::min<long long>(*column, INT_MAX)) - 1};
        if (!map.contains(p)) {
          fail("'" + printable(line) + "': line " + words[first + 2 * i] + ", column " +
               words[first + 2 * i + 1] + " is outside the map (" + std::to_string(map.height) +
               " lines of " + std::to_string(map.width) + " cells)");
          return false;
        }
        const std::string problem = games::point_error(map, p);
        if (!problem.empty()) {
          fail("'" + printable(line) + "': " + problem);
          return false;
        }
        points.push_back(p);
      }
      return true;
    };
    if (words[0] == "connected" && words.size() == 5) {
      if (read_points(1, 2))
        out << line << ": " << (terrain.connected(points[0], points[1]) ? "yes" : "no") << '\n';
    } else if (words[0] == "size" && words.size() == 3) {
      if (read_points(1, 1)) out << line << ": " << terrain.region_size(points[0]) << '\n';
    } else if (words[0] == "regions" && words.size() == 1) {
      const std::vector<int> sizes = terrain.region_sizes();
      out << "regions: " << sizes.size();
      for (std::size_t i = 0; i < sizes.size(); ++i) out << (i ? " " : ", sizes ") << sizes[i];
      out << '\n';
    } else {
      fail("'" + printable(line) + "': expected 'connected L1 C1 L2 C2', 'size L C' or 'regions'");
    }
  }
  return lines.failed() || lines.skipped() != 0 ? 1 : status;
}

}  // namespace

int run_terrain(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                std::ostream& err) {
  std::string engine = "auto";
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--help" || args[i] == "-h") {
      out << kTerrainUsage;
      return 0;
    }
    if (args[i] == "--engine" && i + 1 < args.size() &&
        (args[i + 1] == "auto" || args[i + 1] == "bitboard" || args[i + 1] == "union-find")) {
      engine = args[++i];
      continue;
    }
    err << "bitcc terrain: bad argument '" << args[i] << "' (see bitcc terrain --help)\n";
    return 2;
  }

  // The map: every line up to a blank one. A line too long to read, or a read error, leaves the
  // map incomplete: it is refused like any bad map.
  LineReader lines(in, err, "bitcc terrain");
  std::string map_text;
  std::string line;
  while (lines.next(line) && !line.empty()) map_text += line + '\n';
  if (lines.failed() || lines.skipped() != 0) {
    err << "bitcc terrain: no queries answered, the map could not be read whole\n";
    return 1;
  }
  std::vector<std::string> errors;
  const std::optional<TerrainMap> map = games::parse_terrain(map_text, &errors);
  if (!map) {
    for (const std::string& error : errors) err << error << '\n';
    err << "bitcc terrain: no queries answered, the map is invalid\n";
    return 1;
  }

  using Square11 = Geometry<11, 11>;
  using Wide = Geometry<16, 8>;
  using Tall = Geometry<8, 16>;
  if (engine != "union-find") {
    if (BitboardTerrain<Square11>::fits(*map)) {
      out << "map: " << map->height << " lines of " << map->width << " cells (bitboard 11x11)\n";
      return answer_queries(BitboardTerrain<Square11>(*map), *map, lines, out, err);
    }
    if (BitboardTerrain<Wide>::fits(*map)) {
      out << "map: " << map->height << " lines of " << map->width << " cells (bitboard 16x8)\n";
      return answer_queries(BitboardTerrain<Wide>(*map), *map, lines, out, err);
    }
    if (BitboardTerrain<Tall>::fits(*map)) {
      out << "map: " << map->height << " lines of " << map->width << " cells (bitboard 8x16)\n";
      return answer_queries(BitboardTerrain<Tall>(*map), *map, lines, out, err);
    }
    if (engine == "bitboard") {
      err << "bitcc terrain: a map of " << map->height << " lines of " << map->width
          << " cells fits no bitboard (11x11, 16 wide x 8 high, 8 wide x 16 high)\n";
      return 2;
    }
  }
  out << "map: " << map->height << " lines of " << map->width << " cells (union-find)\n";
  return answer_queries(UnionFindTerrain(*map), *map, lines, out, err);
}

}  // namespace bitcc::cli

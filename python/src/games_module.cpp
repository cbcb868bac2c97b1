// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// python/src/games_module.cpp: bitcc._bitcc.boards (batches of 6x12 bitboards: bitcc::label and
// bitcc::groups_at_least, one board after another, without the GIL) and bitcc._bitcc.go
// (games::GoBoard<N> for N = 2..19 behind one class). Conversion only, as in bitcc_module.cpp.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "bitcc/bitcc.hpp"
#include "bitcc/games/go.hpp"
#include "bitcc/games/go_vertex.hpp"

namespace py = pybind11;

namespace {

// ---- Batches of 6x12 boards --------------------------------------------------------------------

using bitcc::Board;
constexpr int kRows = 12, kColumns = 6, kCells = 72;

// A batch argument: (N, 2) uint64 words (bits 0..63, then 64..71 in the second word; bits above 71
// ignored) or (N, 12, 6) bool / uint8 cells, cell (row r, column c) = boards[i, r, c] = bit 6r + c
// (row 0 the bottom row, as bitcc::Board numbers them: a C-ordered (12, 6) board's flat index is
// its bit).
// Bit i set when byte i of x is nonzero: each byte's high bit is set when the byte is nonzero (no
// carry crosses a byte), then a multiply gathers the eight high bits into the top byte.
inline std::uint64_t nonzero_bytes8(std::uint64_t x) {
  const std::uint64_t high =
      (((x & 0x7F7F7F7F7F7F7F7Full) + 0x7F7F7F7F7F7F7F7Full) | x) & 0x8080808080808080ull;
  return ((high >> 7) * 0x0102040810204080ull) >> 56;
}

// kSpread[b]: the 8 bits of b as 8 bytes of 0 or 1, bit i in byte i.
constexpr std::array<std::uint64_t, 256> kSpread = [] {
  std::array<std::uint64_t, 256> table{};
  for (unsigned b = 0; b < 256; ++b)
    for (unsigned i = 0; i < 8; ++i)
      table[b] |= static_cast<std::uint64_t>((b >> i) & 1) << (8 * i);
  return table;
}();

// The board of 72 bytes in a row (cell i nonzero: bit i). SSE2 (every x86-64): 16 cells per
// compare and byte-mask move, 5 steps; elsewhere 8 cells per word of nonzero_bytes8 (the scalar
// way took 30 ns a board, about three times the labeling it feeds).
inline Board packed_cells(const char* cells) {
#if defined(__SSE2__)
  const __m128i zero = _mm_setzero_si128();
  std::uint64_t low = 0;
  for (int k = 0; k < 4; ++k) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + 16 * k));
    const auto zeros = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, zero)));
    low |= static_cast<std::uint64_t>(~zeros & 0xFFFFu) << (16 * k);
  }
  const __m128i last = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(cells + 64));
  const auto high = ~static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(last, zero))) & 0xFFu;
  return static_cast<Board>(high) << 64 | low;
#else
  Board b = 0;
  for (int k = 0; k < 9; ++k) {
    std::uint64_t x;
    std::memcpy(&x, cells + 8 * k, 8);
    b |= static_cast<Board>(nonzero_bytes8(x)) << (8 * k);
  }
  return b;
#endif
}

// Writes board b as 72 bytes of 0 or 1 (cell i: byte i). SSE2: 16 cells per step (each byte
// gets its cell's byte of b, keeps its own bit, and a compare makes it 0 or 0xFF); elsewhere 8
// cells per kSpread lookup.
inline void spread_cells(Board b, char* cells) {
#if defined(__SSE2__)
  const __m128i bit = _mm_set1_epi64x(static_cast<long long>(0x8040201008040201ull));
  const __m128i one = _mm_set1_epi8(1);
  constexpr std::uint64_t kEveryByte = 0x0101010101010101ull;
  const auto low = static_cast<std::uint64_t>(b);
  for (int k = 0; k < 4; ++k) {
    const std::uint64_t m = low >> (16 * k);
    const __m128i bytes = _mm_set_epi64x(static_cast<long long>((m >> 8 & 0xFF) * kEveryByte),
                                         static_cast<long long>((m & 0xFF) * kEveryByte));
    const __m128i set = _mm_and_si128(_mm_cmpeq_epi8(_mm_and_si128(bytes, bit), bit), one);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(cells + 16 * k), set);
  }
  const auto high = static_cast<std::uint64_t>(b >> 64) & 0xFF;
  const __m128i bytes = _mm_set_epi64x(0, static_cast<long long>(high * kEveryByte));
  _mm_storel_epi64(reinterpret_cast<__m128i*>(cells + 64),
                   _mm_and_si128(_mm_cmpeq_epi8(_mm_and_si128(bytes, bit), bit), one));
#else
  for (int k = 0; k < 9; ++k) {
    const std::uint64_t bytes = kSpread[static_cast<unsigned>(b >> (8 * k)) & 0xFF];
    std::memcpy(cells + 8 * k, &bytes, 8);
  }
#endif
}

struct Batch {
  bool words = false;
  bool contiguous = false;  // cells: each board's 72 bytes side by side
  std::size_t count = 0;
  const char* data = nullptr;
  std::ptrdiff_t strides[3] = {0, 0, 0};
  py::object keep;

  Board at(std::size_t i) const {
    const char* base = data + static_cast<std::ptrdiff_t>(i) * strides[0];
    if (words) {
      std::uint64_t low, high;
      std::memcpy(&low, base, 8);
      std::memcpy(&high, base + strides[1], 8);
      return (static_cast<Board>(high & 0xFF) << 64) | low;
    }
    if (contiguous) return packed_cells(base);
    Board b = 0;
    for (int r = 0; r < kRows; ++r)
      for (int c = 0; c < kColumns; ++c)
        if (base[r * strides[1] + c * strides[2]] != 0) b |= Board{1} << (kColumns * r + c);
    return b;
  }
};

Batch batch_of(py::handle object) {
  if (!py::isinstance<py::array>(object))
    throw py::type_error(
        "bitcc.boards: boards must be a NumPy array of shape (N, 2) uint64 or "
        "(N, 12, 6) bool");
  py::array array = py::reinterpret_borrow<py::array>(object);
  Batch b;
  const char kind = array.dtype().kind();
  const auto size = array.dtype().itemsize();
  if (array.ndim() == 2 && array.shape(1) == 2) {
    if (kind != 'u' || size != 8 || !array.dtype().attr("isnative").cast<bool>())
      throw py::type_error("bitcc.boards: (N, 2) boards must be native uint64 words, got dtype " +
                           std::string(py::str(array.dtype())));
    b.words = true;
  } else if (array.ndim() == 3 && array.shape(1) == kRows && array.shape(2) == kColumns) {
    if (!((kind == 'b' || kind == 'u' || kind == 'i') && size == 1))
      throw py::type_error(
          "bitcc.boards: (N, 12, 6) boards must be bool or 8-bit integers, got "
          "dtype " +
          std::string(py::str(array.dtype())));
  } else {
    throw py::value_error(
        "bitcc.boards: boards must have shape (N, 2) (words) or (N, 12, 6) "
        "(cells), got " +
        std::string(py::str(object.attr("shape"))));
  }
  b.count = static_cast<std::size_t>(array.shape(0));
  b.data = static_cast<const char*>(array.data());
  for (py::ssize_t d = 0; d < array.ndim(); ++d) b.strides[d] = array.strides(d);
  b.contiguous = !b.words && b.strides[1] == kColumns && b.strides[2] == 1;
  b.keep = std::move(array);
  return b;
}

// A new array of n boards in the format of `like`.
py::array boards_like(const Batch& like, std::size_t n) {
  if (like.words) return py::array_t<std::uint64_t>({static_cast<py::ssize_t>(n), py::ssize_t{2}});
  return py::array_t<bool>(
      {static_cast<py::ssize_t>(n), py::ssize_t{kRows}, py::ssize_t{kColumns}});
}

// Writes b as board i of a new array from boards_like.
void put(const Batch& like, char* out, std::size_t i, Board b) {
  if (like.words) {
    const std::uint64_t words[2] = {static_cast<std::uint64_t>(b),
                                    static_cast<std::uint64_t>(b >> 64)};
    std::memcpy(out + 16 * i, words, 16);
    return;
  }
  spread_cells(b, out + kCells * i);
}

py::array_t<std::int32_t> counts(py::handle boards) {
  const Batch batch = batch_of(boards);
  py::array_t<std::int32_t> result(static_cast<py::ssize_t>(batch.count));
  std::int32_t* out = result.mutable_data();
  {
    py::gil_scoped_release release;
    Board components[bitcc::kMaxComponents];
    for (std::size_t i = 0; i < batch.count; ++i) out[i] = bitcc::label(batch.at(i), components);
  }
  return result;
}

py::tuple label(py::handle boards) {
  const Batch batch = batch_of(boards);
  const auto n = static_cast<py::ssize_t>(batch.count);
  py::array_t<std::uint64_t> components({n, py::ssize_t{bitcc::kMaxComponents}, py::ssize_t{2}});
  py::array_t<std::int32_t> count(n);
  std::uint64_t* out = components.mutable_data();
  std::int32_t* counts_out = count.mutable_data();
  {
    py::gil_scoped_release release;
    std::memset(out, 0, static_cast<std::size_t>(n) * bitcc::kMaxComponents * 16);
    Board found[bitcc::kMaxComponents];
    for (std::size_t i = 0; i < batch.count; ++i) {
      const int k = bitcc::label(batch.at(i), found);
      counts_out[i] = k;
      std::uint64_t* board_out = out + i * bitcc::kMaxComponents * 2;
      for (int j = 0; j < k; ++j) {
        board_out[2 * j] = static_cast<std::uint64_t>(found[j]);
        board_out[2 * j + 1] = static_cast<std::uint64_t>(found[j] >> 64);
      }
    }
  }
  return py::make_tuple(std::move(components), std::move(count));
}

py::array groups_at_least(py::handle boards, int k) {
  if (k < 1) throw py::value_error("bitcc.boards: k must be at least 1, got " + std::to_string(k));
  const Batch batch = batch_of(boards);
  py::array result = boards_like(batch, batch.count);
  char* out = static_cast<char*>(result.mutable_data());
  {
    py::gil_scoped_release release;
    for (std::size_t i = 0; i < batch.count; ++i)
      put(batch, out, i, bitcc::groups_at_least(batch.at(i), k));
  }
  return result;
}

// ---- Go ----------------------------------------------------------------------------------------

using bitcc::games::Color;

Color color_of(int color) {
  if (color == 0) return Color::Black;
  if (color == 1) return Color::White;
  throw py::value_error("bitcc.go: color must be go.BLACK (0) or go.WHITE (1), got " +
                        std::to_string(color));
}

void check_komi(double komi) {
  if (!(komi > -1e6 && komi < 1e6))
    throw py::value_error("bitcc.go: komi must be a finite number of points, got " +
                          std::string(py::str(py::float_(komi))));
}

// One Go board of any size 2..19 (GoBoard<N> behind virtual calls). Cells are (row, column), row 0
// the bottom row; a bool array of cells is indexed [row, column].
class AnyGo {
 public:
  virtual ~AnyGo() = default;
  virtual int size() const = 0;
  virtual std::unique_ptr<AnyGo> copy() const = 0;
  // The verdict's name and the captured cells as a bool array.
  virtual std::pair<std::string, py::array_t<bool>> play(Color color, int row, int column) = 0;
  virtual std::string pass(Color color) = 0;
  virtual bool legal(Color color, int row, int column) const = 0;
  virtual int to_move() const = 0;
  virtual bool over() const = 0;
  virtual py::object ko() const = 0;
  virtual py::array_t<bool> stones(Color color) const = 0;
  virtual py::array_t<bool> empty() const = 0;
  virtual py::array_t<bool> block(int row, int column) const = 0;
  virtual py::array_t<bool> liberties(int row, int column) const = 0;
  virtual int liberty_count(int row, int column) const = 0;
  virtual py::tuple area_score() const = 0;
  virtual double area_margin(double komi) const = 0;
  virtual int playout(std::uint64_t seed, int max_moves) = 0;
  virtual py::tuple playouts(long long n, std::uint64_t seed, double komi) const = 0;
};

template <int N>
class Go final : public AnyGo {
  using B = bitcc::games::GoBoard<N>;
  using G = typename B::G;

 public:
  int size() const override { return N; }
  std::unique_ptr<AnyGo> copy() const override { return std::make_unique<Go>(*this); }

  static int cell(int row, int column) {
    // Off-board points map to a bit that is never a cell (the library refuses it: OffBoard).
    if (row < 0 || row >= N || column < 0 || column >= N) return -1;
    return G::cell_index(row, column);
  }

  static py::array_t<bool> cells(const typename B::Board& b) {
    py::array_t<bool> result({N, N});
    auto r = result.template mutable_unchecked<2>();
    for (int row = 0; row < N; ++row)
      for (int column = 0; column < N; ++column)
        r(row, column) = b.test(G::cell_index(row, column));
    return result;
  }

  static std::string verdict(typename B::Verdict v) {
    switch (v) {
      case B::Verdict::Ok: return "ok";
      case B::Verdict::GameOver: return "game over";
      case B::Verdict::NotYourTurn: return "not your turn";
      case B::Verdict::Occupied: return "occupied";
      case B::Verdict::Suicide: return "suicide";
      case B::Verdict::Ko: return "ko";
      case B::Verdict::OffBoard: return "off board";
    }
    return "?";
  }

  std::pair<std::string, py::array_t<bool>> play(Color color, int row, int column) override {
    const auto result = board_.play(color, cell(row, column));
    return {verdict(result.verdict), cells(result.captured)};
  }
  std::string pass(Color color) override { return verdict(board_.pass(color).verdict); }
  bool legal(Color color, int row, int column) const override {
    return board_.legal(color, cell(row, column));
  }
  int to_move() const override { return board_.to_move() == Color::Black ? 0 : 1; }
  bool over() const override { return board_.over(); }
  py::object ko() const override {
    const int k = board_.ko_cell();
    if (k < 0) return py::none();
    return py::make_tuple(k / G::kStride, k % G::kStride);
  }
  py::array_t<bool> stones(Color color) const override { return cells(board_.stones(color)); }
  py::array_t<bool> empty() const override { return cells(board_.empty()); }
  py::array_t<bool> block(int row, int column) const override {
    return cells(board_.block(cell(row, column)));
  }
  py::array_t<bool> liberties(int row, int column) const override {
    return cells(board_.liberties(cell(row, column)));
  }
  int liberty_count(int row, int column) const override {
    return board_.liberty_count(cell(row, column));
  }
  py::tuple area_score() const override {
    const auto s = board_.area_score();
    return py::make_tuple(s.black, s.white);
  }
  double area_margin(double komi) const override { return board_.area_margin(komi); }
  int playout(std::uint64_t seed, int max_moves) override {
    bitcc::games::PlayoutRng rng(seed);
    py::gil_scoped_release release;
    return board_.playout(rng, max_moves < 0 ? B::kPlayoutMoves : max_moves);
  }
  // n playouts, each from a copy of this position, one generator seeded once for all of them.
  py::tuple playouts(long long n, std::uint64_t seed, double komi) const override {
    if (n < 0) throw py::value_error("bitcc.go: playouts needs n >= 0, got " + std::to_string(n));
    check_komi(komi);
    long long black_wins = 0, white_wins = 0;
    double margin_sum = 0;
    {
      py::gil_scoped_release release;
      bitcc::games::PlayoutRng rng(seed);
      for (long long i = 0; i < n; ++i) {
        B game = board_;
        game.playout(rng);
        const double margin = game.area_margin(komi);
        black_wins += margin > 0;
        white_wins += margin < 0;
        margin_sum += margin;
      }
    }
    return py::make_tuple(black_wins, white_wins, n > 0 ? margin_sum / static_cast<double>(n) : 0.0);
  }

 private:
  B board_;
};

template <int... N>
std::unique_ptr<AnyGo> make_go(int size, std::integer_sequence<int, N...>) {
  std::unique_ptr<AnyGo> result;
  ((size == N + 2 ? (result = std::make_unique<Go<N + 2>>(), 0) : 0), ...);
  return result;
}

std::unique_ptr<AnyGo> new_go(int size) {
  if (size < 2 || size > 19)
    throw py::value_error("bitcc.go: a board is 2x2 to 19x19, got size " + std::to_string(size));
  return make_go(size, std::make_integer_sequence<int, 18>{});
}

}  // namespace

void bind_games(py::module_& m) {
  py::module_ b = m.def_submodule("boards", "Batches of 6x12 bitboards (bitcc.boards).");
  b.def("counts", &counts, py::arg("boards"),
        R"doc(counts(boards) -> int32 array (N,)

The number of 4-connected components of each board. boards: (N, 2) uint64 words (bit 6r + c is
cell (row r, column c): bits 0..63 in word 0, 64..71 in word 1, higher bits ignored) or
(N, 12, 6) bool or 8-bit cells (boards[i, r, c], row 0 the bottom row), any strides.)doc");
  b.def("label", &label, py::arg("boards"),
        R"doc(label(boards) -> (components, counts)

The components of each board, as bitcc::label gives them: components a uint64 array
(N, 36, 2) (board i's component j in words components[i, j], ascending order of their lowest
cell, zeros past counts[i]), counts int32 (N,). boards as for counts().)doc");
  b.def("groups_at_least", &groups_at_least, py::arg("boards"), py::arg("k"),
        R"doc(groups_at_least(boards, k) -> boards

The cells of the components of k or more cells of each board, in the format of boards ((N, 2)
uint64 or (N, 12, 6) bool). boards as for counts(); k at least 1.)doc");

  py::module_ g = m.def_submodule("go", "Go on N x N boards, N = 2..19 (bitcc.go).");
  g.attr("BLACK") = 0;
  g.attr("WHITE") = 1;
  py::class_<AnyGo>(g, "Board", R"doc(Board(size=9)

A Go board of size x size cells (2..19) with the rules of bitcc/games/go.hpp: captures, no
suicide, simple ko, the game over after two passes, area score without komi. Cells are
(row, column), row 0 the bottom row; colors go.BLACK (0, moves first) and go.WHITE (1).)doc")
      .def(py::init(&new_go), py::arg("size") = 9)
      .def_property_readonly("size", &AnyGo::size, "The number of rows (and columns).")
      .def("copy", &AnyGo::copy, "An independent copy of the board.")
      .def("__copy__", &AnyGo::copy)
      .def(
          "__deepcopy__", [](const AnyGo& a, py::handle) { return a.copy(); }, py::arg("memo"))
      .def(
          "play",
          [](AnyGo& a, int color, int row, int column) {
            auto r = a.play(color_of(color), row, column);
            return py::make_tuple(r.first, std::move(r.second));
          },
          py::arg("color"), py::arg("row"), py::arg("column"),
          R"doc(play(color, row, column) -> (verdict, captured)

Plays a stone when legal, else changes nothing. verdict: "ok", "game over", "not your turn",
"occupied", "suicide", "ko" or "off board"; captured: a bool array (size, size) of the stones
removed.)doc")
      .def(
          "pass_move", [](AnyGo& a, int color) { return a.pass(color_of(color)); },
          py::arg("color"),
          "pass_move(color) -> verdict: passes (\"ok\", \"game over\" or \"not your turn\").")
      .def(
          "legal",
          [](const AnyGo& a, int color, int row, int column) {
            return a.legal(color_of(color), row, column);
          },
          py::arg("color"), py::arg("row"), py::arg("column"),
          "legal(color, row, column) -> bool: whether play() would answer \"ok\".")
      .def_property_readonly("to_move", &AnyGo::to_move, "The color to move (0 black, 1 white).")
      .def_property_readonly("over", &AnyGo::over, "True after two consecutive passes.")
      .def_property_readonly("ko", &AnyGo::ko,
                             "The (row, column) the player to move may not take (ko), or None.")
      .def(
          "stones", [](const AnyGo& a, int color) { return a.stones(color_of(color)); },
          py::arg("color"), "stones(color) -> bool array (size, size): the stones of color.")
      .def("empty", &AnyGo::empty, "empty() -> bool array (size, size): the empty cells.")
      .def("block", &AnyGo::block, py::arg("row"), py::arg("column"),
           "block(row, column) -> bool array: the block (4-connected stones of one color) holding "
           "the cell; all False for an empty cell.")
      .def("liberties", &AnyGo::liberties, py::arg("row"), py::arg("column"),
           "liberties(row, column) -> bool array: the empty cells next to the cell's block.")
      .def("liberty_count", &AnyGo::liberty_count, py::arg("row"), py::arg("column"),
           "liberty_count(row, column) -> int: the number of liberties of the cell's block.")
      .def("area_score", &AnyGo::area_score,
           "area_score() -> (black, white): stones plus the empty regions touching one color.")
      .def(
          "area_margin",
          [](const AnyGo& board, double komi) {
            check_komi(komi);
            return board.area_margin(komi);
          },
          py::arg("komi") = 7.5,
          "area_margin(komi=7.5) -> float: black's area score minus white's minus komi (positive: "
          "black wins).")
      .def("playout", &AnyGo::playout, py::arg("seed"), py::arg("max_moves") = -1,
           R"doc(playout(seed, max_moves=-1) -> int

A light random playout from this position (uniform legal moves that do not fill an own eye,
passes when none), until two passes or max_moves moves (-1: 2 size^2); returns the moves
played. The same seed gives the same game.)doc");
  g.def(
      "vertex",
      [](const std::string& name, int size) -> py::object {
        if (size < 2 || size > 19)
          throw py::value_error("bitcc.go: a board is 2x2 to 19x19, got size " +
                                std::to_string(size));
        const auto v = bitcc::games::parse_go_vertex(name, size);
        using Kind = bitcc::games::GoVertex::Kind;
        if (v.kind == Kind::Pass) return py::none();
        if (v.kind == Kind::OffBoard)
          throw py::value_error("bitcc.go: vertex '" + name + "' is off a " + std::to_string(size) +
                                "x" + std::to_string(size) + " board");
        if (v.kind == Kind::Malformed)
          throw py::value_error("bitcc.go: '" + name +
                                "' is not a vertex (a column letter A..T without I, then a row "
                                "number: 'D4'; or 'pass')");
        return py::make_tuple(v.row, v.column);
      },
      py::arg("name"), py::arg("size") = 19,
      R"doc(vertex(name, size=19) -> (row, column) or None

The point a GTP vertex names ("D4" or "d4": column letter, I skipped, then the row from 1 at the
bottom) as 0-based (row, column), row 0 the bottom row; None for "pass". ValueError for a point
off a size x size board or a text that is no vertex.)doc");
  g.def(
      "vertex_name",
      [](int row, int column) {
        if (row < 0 || row >= 25 || column < 0 || column >= 25)
          throw py::value_error("bitcc.go: no vertex name for (" + std::to_string(row) + ", " +
                                std::to_string(column) + ")");
        return bitcc::games::go_vertex_name(row, column);
      },
      py::arg("row"), py::arg("column"),
      "vertex_name(row, column) -> str: the GTP name of the point, 'D4' for (3, 3).");
  g.def(
      "playouts",
      [](const AnyGo& board, long long n, std::uint64_t seed, double komi) {
        return board.playouts(n, seed, komi);
      },
      py::arg("board"), py::arg("n"), py::arg("seed"), py::arg("komi") = 7.5,
      R"doc(playouts(board, n, seed, komi=7.5) -> (black_wins, white_wins, mean_score)

n light playouts (see Board.playout) from board's position, each on a copy (board is not
changed), played in C++ without the GIL: black_wins and white_wins count the playouts whose
area score minus komi is positive or negative (neither for a tie), mean_score is the mean of
black's area score minus white's minus komi. The same seed gives the same figures.)doc");
}

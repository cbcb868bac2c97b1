// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/games/go_search.hpp: a Monte-Carlo tree search over GoBoard<N> on its light playouts:
// UCT with RAVE (Gelly & Silver, "Monte-Carlo tree search and rapid action value estimation in
// computer Go", Artificial Intelligence 175, 2011: MC-RAVE), small priors, root parallelism.
//
// One simulation: from the root, descend the tree choosing at each node the move of largest
//   value = (1 - beta) Q + beta Q_amaf,   beta = sqrt(k / (3 n + k))
// (Q: the mover's win rate after the move, n its visits, Q_amaf: its all-moves-as-first win rate,
// k: the equivalence parameter; the paper's hand-selected schedule, with the move's own count n);
// expand the leaf once it has been visited `expand_after` times (every legal move that does not
// fill the mover's own one-point eye, GoBoard::is_eye, becomes a child, or a pass when there is
// none); finish with a light playout (GoBoard::random_move move by move, the policy of
// GoBoard::playout, recording the cells); score by area with komi. Every node on the path counts
// the result; every child of a node on the path whose cell the node's mover played first, there
// or later in the simulation, counts it in its AMAF tally.
//
// Priors (the paper's "prior knowledge", as equivalent experience in both tallies): every move
// starts with kEven visits at one half; a capture and a move that lifts an own block out of atari
// get kUrgent won visits more; a move that puts its own block in atari (one liberty left, nothing
// captured) gets kUrgent lost visits per stone of the block (a lone stone may be a sacrifice, a
// block of several seldom is, and the playouts, which play self-atari freely, do not see it); a
// move on the first line with no stone within two cells gets kEven lost visits (empty edges are
// poor moves the playouts do not see as such); a move within two steps of the opponent's last
// move gets kNear won visits (most good moves answer the last one: MoGo's local playouts and
// Pachi's distance prior use the same observation, here only in the tree, the playouts stay
// uniform).
//
// Root parallelism: each thread grows its own tree from its own seed; the root moves' counts are
// summed and the move with the most visits is played. With a playout limit and no time limit the
// result depends only on the position, the options and the seed (threads included).
// Memory: the nodes of each tree live in one vector of at most max_nodes / threads entries,
// reserved once; a leaf is not expanded when the vector is full (no allocation per node). A
// GoSearcher keeps the vectors from one search to the next.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <thread>
#include <vector>

#include "bitcc/games/go.hpp"

namespace bitcc::games {

/// What go_search() does. Limits: `playouts` (summed over the threads) and `seconds`; the search
/// stops at the first one reached (with neither positive: after one playout). Any values are safe.
struct GoSearchOptions {
  long playouts = 10000;   // simulations per search, over all threads; 0: no playout limit
  double seconds = 0;      // wall-clock seconds per search; 0: no time limit
  int threads = 1;         // trees grown in parallel; 0: std::thread::hardware_concurrency()
  std::uint64_t seed = 1;  // the same seed and options give the same move (with no time limit)
  double komi = 7.5;       // added to white's area score
  // Resign when the best move's win rate is below resign_below after at least resign_after
  // playouts; 0: never. Light playouts misjudge life and death, so a low win rate is no proof of
  // a lost game: against GNU Go every game lost was a resignation, so by default play on.
  double resign_below = 0;
  long resign_after = 1000;
  double rave_equivalence = 1000;  // k of the beta schedule
  int expand_after = 2;            // visits of a leaf before its children are added
  long max_nodes = 1 << 21;        // tree nodes over all threads (32 bytes each)
  bool priors = true;              // the priors above (false: kEven for every move)
};

/// The outcome of go_search().
struct GoSearchResult {
  enum class Kind : std::uint8_t { Move, Pass, Resign };
  Kind kind = Kind::Pass;
  int cell = -1;          // the cell to play (G::cell_index) when kind is Move, else -1
  double win_rate = 0.5;  // of the chosen move for the player to move (priors included)
  long playouts = 0;      // simulations done, over all threads
};

/// Final ownership of each cell over a batch of light playouts from a position.
template <int N>
struct GoOwnership {
  using G = typename GoBoard<N>::G;
  std::vector<int> black, white;  // per cell index: the playouts ending with the cell black's/white's
  int playouts = 0;
  int black_wins = 0;  // playouts black won by area score with komi
  /// The area margin (black minus white minus komi) counting each cell for the color that owns
  /// it in more than half the playouts.
  double margin(double komi) const {
    int score = 0;
    for (int cell = 0; cell < G::kBits; ++cell) {
      if (2 * black[cell] > playouts) ++score;
      if (2 * white[cell] > playouts) --score;
    }
    return score - komi;
  }
};

/// Plays `playouts` light playouts (GoBoard::playout) from `board` with PlayoutRng(seed) and counts
/// who owns each cell at their ends: a stone's color, or for an empty cell the one color of its
/// neighbours (none when both touch it). Requires playouts >= 1.
template <int N>
GoOwnership<N> go_ownership(const GoBoard<N>& board, int playouts, std::uint64_t seed,
                            double komi) {
  using G = typename GoBoard<N>::G;
  GoOwnership<N> result;
  result.black.assign(G::kBits, 0);
  result.white.assign(G::kBits, 0);
  result.playouts = playouts;
  PlayoutRng rng(seed);
  for (int i = 0; i < playouts; ++i) {
    GoBoard<N> go = board;
    go.playout(rng);
    const auto black = go.stones(Color::Black), white = go.stones(Color::White);
    const auto empty = go.empty();
    const auto near_black = G::neighbours(black), near_white = G::neighbours(white);
    wide::for_each_cell(black | and_not(empty & near_black, near_white),
                        [&](int cell) { ++result.black[cell]; });
    wide::for_each_cell(white | and_not(empty & near_white, near_black),
                        [&](int cell) { ++result.white[cell]; });
    if (go.area_margin(komi) > 0) ++result.black_wins;
  }
  return result;
}

namespace go_search_detail {

// A tree node: the move that led to it and its tallies, from the view of that move's player.
struct Node {
  std::int32_t first_child = -1;  // index of the first child in the pool, -1: a leaf
  std::int16_t child_count = 0;
  std::int16_t move = -1;         // the cell played to reach the node, -1 for a pass (the root:
                                  // the last move before the search, -1 when none)
  std::int32_t playouts = 0;      // real visits (priors excluded)
  float visits = 0, wins = 0;     // priors included
  float amaf_visits = 0, amaf_wins = 0;
  std::int32_t pad = 0;
};
static_assert(sizeof(Node) == 32, "a node is 32 bytes");

constexpr float kEven = 10;    // prior visits at one half for every move
constexpr float kUrgent = 10;  // prior visits won (capture, atari escape) or lost (self-atari)
constexpr float kNear = 5;     // prior visits won near the opponent's last move

// One thread's tree and simulation buffers.
template <int N>
class Tree {
 public:
  using Go = GoBoard<N>;
  using G = typename Go::G;
  using Board = typename Go::Board;

  // `last_move`: the cell of the move that led to `root`, -1 for a pass or none.
  // `nodes`: the memory of the tree's nodes, emptied here (its capacity kept: GoSearcher).
  Tree(const Go& root, int last_move, const GoSearchOptions& options, std::size_t capacity,
       std::uint64_t seed, std::vector<Node>& nodes)
      : root_(root), options_(options), capacity_(std::max<std::size_t>(capacity, 2)), rng_(seed),
        nodes_(nodes) {
    nodes_.clear();
    nodes_.reserve(std::min<std::size_t>(capacity_, reserve_estimate()));
    nodes_.emplace_back();
    nodes_[0].move = static_cast<std::int16_t>(last_move);
    expand(0, root_);
    sequence_.resize(kMaxSequence);
    path_.resize(kMaxSequence + 1);
  }

  const Node& node(int index) const { return nodes_[static_cast<std::size_t>(index)]; }
  const Node& root() const { return nodes_[0]; }

  // One simulation from the root.
  void simulate() {
    Go go = root_;
    const Color root_color = root_.to_move();
    int length = 0, depth = 0;  // moves in sequence_; tree moves (path_[0..depth] are nodes)
    int current = 0;
    path_[0] = 0;
    while (!go.over() && length < kMaxTreeDepth) {
      Node& at = nodes_[static_cast<std::size_t>(current)];
      if (at.first_child < 0) {
        if (at.playouts < options_.expand_after || !expand(current, go)) break;
      }
      current = select(current);
      const int move = nodes_[static_cast<std::size_t>(current)].move;
      if (move >= 0) go.play(go.to_move(), move);
      else go.pass(go.to_move());
      sequence_[static_cast<std::size_t>(length++)] = static_cast<std::int16_t>(move);
      path_[static_cast<std::size_t>(++depth)] = current;
    }
    // The playout, move by move to record the cells (GoBoard::playout's policy and limit).
    for (int moves = 0; !go.over() && moves < Go::kPlayoutMoves; ++moves)
      sequence_[static_cast<std::size_t>(length++)] = static_cast<std::int16_t>(go.random_move(rng_));
    const bool black_wins = go.area_margin(options_.komi) > 0;
    // Color of move i: the root's mover for even i.
    const auto mover_wins = [&](int i) {
      const bool black = (root_color == Color::Black) == (i % 2 == 0);
      return black == black_wins ? 1.0f : 0.0f;
    };
    for (int d = 1; d <= depth; ++d) {
      Node& n = nodes_[static_cast<std::size_t>(path_[static_cast<std::size_t>(d)])];
      ++n.playouts;
      n.visits += 1;
      n.wins += mover_wins(d - 1);
    }
    ++nodes_[0].playouts;
    // AMAF: walking back, first_[cell] ends as the parity of the earliest move at index >= i on
    // the cell (0: the root's mover, 1: the other), or kNone.
    std::fill(std::begin(first_), std::end(first_), kNone);
    for (int i = length - 1; i >= 0; --i) {
      const int cell = sequence_[static_cast<std::size_t>(i)];
      if (cell >= 0) first_[cell] = static_cast<std::uint8_t>(i & 1);
      if (i < depth) {
        const Node& parent = nodes_[static_cast<std::size_t>(path_[static_cast<std::size_t>(i)])];
        const float won = mover_wins(i);
        const std::uint8_t parity = static_cast<std::uint8_t>(i & 1);
        Node* child = &nodes_[static_cast<std::size_t>(parent.first_child)];
        for (int c = 0; c < parent.child_count; ++c, ++child)
          if (child->move >= 0 && first_[child->move] == parity) {
            child->amaf_visits += 1;
            child->amaf_wins += won;
          }
      }
    }
  }

 private:
  static constexpr int kMaxTreeDepth = Go::kPlayoutMoves;
  static constexpr int kMaxSequence = kMaxTreeDepth + Go::kPlayoutMoves;
  static constexpr std::uint8_t kNone = 2;

  std::size_t reserve_estimate() const {
    const long playouts = options_.playouts > 0 ? options_.playouts : 100000;
    return static_cast<std::size_t>(playouts / std::max(1, options_.expand_after) + 2) *
           static_cast<std::size_t>(N * N + 1);
  }

  // The child of `parent` with the largest MC-RAVE value (the first of equals).
  int select(int parent) const {
    const Node& p = nodes_[static_cast<std::size_t>(parent)];
    const float k = static_cast<float>(options_.rave_equivalence);
    int best = p.first_child;
    float best_value = -1;
    for (int c = p.first_child; c < p.first_child + p.child_count; ++c) {
      const Node& n = nodes_[static_cast<std::size_t>(c)];
      const float beta = std::sqrt(k / (3 * n.visits + k));
      const float value = (1 - beta) * (n.wins / n.visits) + beta * (n.amaf_wins / n.amaf_visits);
      if (value > best_value) {
        best_value = value;
        best = c;
      }
    }
    return best;
  }

  // Adds the children of the leaf `index` at the position `go` (reached by the leaf's move);
  // false when the pool is full.
  bool expand(int index, const Go& go) {
    const Color me = go.to_move();
    Board candidates{};
    wide::for_each_cell(go.empty(), [&](int cell) {
      if (go.legal(me, cell) && !go.is_eye(me, cell)) candidates.set(cell);
    });
    const int count = std::max(1, wide::popcount(candidates));
    if (nodes_.size() + static_cast<std::size_t>(count) > capacity_) return false;
    const std::size_t first = nodes_.size();
    nodes_[static_cast<std::size_t>(index)].first_child = static_cast<std::int32_t>(first);
    nodes_[static_cast<std::size_t>(index)].child_count = static_cast<std::int16_t>(count);
    if (!candidates.any()) {  // nothing but a pass
      Node pass;
      pass.visits = pass.amaf_visits = kEven;
      pass.wins = pass.amaf_wins = kEven / 2;
      nodes_.push_back(pass);
      return true;
    }
    const Priors priors(go, nodes_[static_cast<std::size_t>(index)].move, options_.priors);
    wide::for_each_cell(candidates, [&](int cell) {
      Node child;
      child.move = static_cast<std::int16_t>(cell);
      float visits = kEven, wins = kEven / 2;
      priors.add(cell, visits, wins);
      child.visits = child.amaf_visits = visits;
      child.wins = child.amaf_wins = wins;
      nodes_.push_back(child);
    });
    return true;
  }

  // The priors of the moves at one position: each block's liberties, found once.
  class Priors {
   public:
    Priors(const Go& go, int last_move, bool on) : on_(on) {
      if (!on) return;
      me_ = go.to_move();
      empty_ = go.empty();
      own_ = go.stones(me_);
      const Board stones = own_ | go.stones(opponent(me_));
      for (int cell = 0; cell < G::kBits; ++cell) block_of_[cell] = -1;
      Board left = stones;
      while (left.any()) {
        const int cell = wide::lowest_cell(left);
        const Board block = go.block(cell);
        left = and_not(left, block);
        const int id = blocks_++;
        liberties_[id] = G::neighbours(block) & empty_;
        block_stones_[id] = block;
        wide::for_each_cell(block, [&](int c) { block_of_[c] = static_cast<std::int16_t>(id); });
      }
      const Board first_line = G::row_mask(0) | G::row_mask(N - 1) | G::column_mask(0) |
                               G::column_mask(N - 1);
      lonely_edge_ = and_not(first_line, within_two_steps(stones));
      if (last_move >= 0) near_last_ = within_two_steps(wide::bit_board<G::kWords>(last_move));
    }

    // Adds the prior experience of the legal move at `cell` to (visits, wins).
    void add(int cell, float& visits, float& wins) const {
      if (!on_) return;
      if (lonely_edge_.test(cell)) visits += kEven;
      if (near_last_.test(cell)) {
        visits += kNear;
        wins += kNear;
      }
      bool captures = false, escapes = false;
      Board liberties = G::neighbours(wide::bit_board<G::kWords>(cell)) & empty_;
      Board block = wide::bit_board<G::kWords>(cell);  // the own block the move makes
      for (const int d : {-G::kStride, -1, 1, G::kStride}) {
        const int n = cell + d;
        if (!G::is_cell(n) || block_of_[n] < 0) continue;
        const Board& libs = liberties_[block_of_[n]];
        const bool one = wide::popcount(libs) == 1;
        if (own_.test(n)) {
          liberties |= libs;
          escapes |= one;
          block |= block_stones_[block_of_[n]];
        } else {
          captures |= one;
        }
      }
      liberties.reset(cell);
      const int left = wide::popcount(liberties);
      if (captures || (escapes && left >= 2)) {
        visits += kUrgent;
        wins += kUrgent;
      } else if (left <= 1) {
        visits += kUrgent * static_cast<float>(wide::popcount(block));  // self-atari
      }
    }

   private:
    // `cells` and the cells one or two steps (sides shared) from them.
    static Board within_two_steps(Board cells) {
      cells |= G::neighbours(cells);
      return cells | G::neighbours(cells);
    }

    bool on_;
    Color me_ = Color::Black;
    Board empty_{}, own_{}, lonely_edge_{}, near_last_{};
    int blocks_ = 0;
    std::int16_t block_of_[G::kBits];
    Board liberties_[G::kCells];
    Board block_stones_[G::kCells];  // the stones of each block
  };

  Go root_;
  GoSearchOptions options_;
  std::size_t capacity_;
  PlayoutRng rng_;
  std::vector<Node>& nodes_;
  std::vector<std::int16_t> sequence_;  // the simulation's moves: cells, -1 for a pass
  std::vector<int> path_;               // the simulation's tree nodes, the root first
  std::uint8_t first_[G::kBits];
};

// A thread's seed from the search's: SplitMix64's finalizer of seed + thread.
inline std::uint64_t thread_seed(std::uint64_t seed, int thread) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15u * static_cast<std::uint64_t>(thread + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
  return z ^ (z >> 31);
}

}  // namespace go_search_detail

/// Chooses a move for the player to move on `board`, which must not be over():
///   - Pass when no legal move is left but own-eye filling, or when the opponent has just passed
///     and passing wins for the player to move by area score with komi both on the board as it
///     stands and counting each cell for its owner in most of 256 playouts (go_ownership; as
///     many as options.playouts when that is less, at least 64): dead stones left on the board
///     do not make it pass a game that is lost.
///   - Resign when resign_below is positive and, after at least resign_after playouts, the best
///     move's win rate is below it.
///   - Else the move with the most visits over all threads.
/// With neither options.playouts nor options.seconds positive, one playout is done. `last_move`:
/// the cell of the opponent's move that led to `board` (-1: a pass, none or unknown), for the
/// prior of the moves near it.
template <int N>
GoSearchResult go_search(const GoBoard<N>& board, const GoSearchOptions& options,
                         int last_move = -1);

/// go_search with the memory of its trees kept from one search to the next, for a program that
/// searches move after move (a GTP engine): a tree's nodes are pages touched for the first time
/// at each search otherwise (9x9, 10,000 playouts: about 13 MB a tree), which on a virtual
/// machine cost up to a fifth of a search (9x9, 50,000 playouts, one thread). Keeps the capacity
/// of its largest search (at most options.max_nodes nodes of 32 bytes). One GoSearcher per thread
/// that calls search; the results are go_search's, move for move.
template <int N>
class GoSearcher {
 public:
  /// go_search(board, options, last_move).
  GoSearchResult search(const GoBoard<N>& board, const GoSearchOptions& options,
                        int last_move = -1);

 private:
  std::vector<std::vector<go_search_detail::Node>> pools_;  // the nodes of each thread's tree
};

template <int N>
GoSearchResult go_search(const GoBoard<N>& board, const GoSearchOptions& options,
                         int last_move) {
  return GoSearcher<N>().search(board, options, last_move);
}

template <int N>
GoSearchResult GoSearcher<N>::search(const GoBoard<N>& board, const GoSearchOptions& options,
                                     int last_move) {
  using namespace go_search_detail;
  using Clock = std::chrono::steady_clock;
  const Color me = board.to_move();
  GoSearchResult result;
  if (board.over()) return result;
  if (board.consecutive_passes() == 1) {
    if ((me == Color::Black) == (board.area_margin(options.komi) > 0)) {
      // A search asked for few playouts does not spend more on this check than on its move.
      const int check = options.playouts > 0
                            ? static_cast<int>(std::clamp<long>(options.playouts, 64, 256))
                            : 256;
      const GoOwnership<N> owners = go_ownership(board, check, options.seed, options.komi);
      const double owned = owners.margin(options.komi);
      if ((me == Color::Black) == (owned > 0)) {
        const double black_rate = static_cast<double>(owners.black_wins) / owners.playouts;
        result.win_rate = me == Color::Black ? black_rate : 1 - black_rate;
        return result;
      }
    }
  }
  const int threads = options.threads > 0
                          ? options.threads
                          : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  // Room for the root's children at least, whatever max_nodes says.
  const std::size_t capacity = std::max<std::size_t>(
      static_cast<std::size_t>(std::max<long>(options.max_nodes, 0)) / static_cast<std::size_t>(threads),
      N * N + 2);
  // Without a positive limit, one playout (rather than a search without end).
  const long playout_limit = options.playouts <= 0 && !(options.seconds > 0) ? 1 : options.playouts;
  if (pools_.size() < static_cast<std::size_t>(threads))
    pools_.resize(static_cast<std::size_t>(threads));
  std::vector<Tree<N>> trees;
  trees.reserve(static_cast<std::size_t>(threads));
  for (int t = 0; t < threads; ++t)
    trees.emplace_back(board, last_move, options, capacity, thread_seed(options.seed, t),
                       pools_[static_cast<std::size_t>(t)]);
  if (trees[0].root().child_count == 1 && trees[0].node(trees[0].root().first_child).move < 0)
    return result;  // only eye-filling moves are left

  const Clock::time_point start = Clock::now();
  const auto run = [&](int t) {
    Tree<N>& tree = trees[static_cast<std::size_t>(t)];
    const long share = playout_limit / threads + (t < playout_limit % threads ? 1 : 0);
    for (long done = 0; playout_limit <= 0 || done < share; ++done) {
      if (options.seconds > 0 && done % 64 == 0 &&
          std::chrono::duration<double>(Clock::now() - start).count() >= options.seconds)
        break;
      tree.simulate();
    }
  };
  if (threads == 1) {
    run(0);
  } else {
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t) workers.emplace_back(run, t);
    run(0);
    for (std::thread& worker : workers) worker.join();
  }

  // The root moves are in the same order in every tree (cells ascending): sum them.
  const Node& root0 = trees[0].root();
  int best = -1;
  long best_playouts = -1;
  float best_visits = 0, best_wins = 0;
  for (int c = 0; c < root0.child_count; ++c) {
    long playouts = 0;
    float visits = 0, wins = 0;
    for (const Tree<N>& tree : trees) {
      const Node& child = tree.node(tree.root().first_child + c);
      playouts += child.playouts;
      visits += child.visits;
      wins += child.wins;
    }
    if (playouts > best_playouts) {
      best = c;
      best_playouts = playouts;
      best_visits = visits;
      best_wins = wins;
    }
  }
  for (const Tree<N>& tree : trees) result.playouts += tree.root().playouts;
  result.win_rate = best_wins / best_visits;
  if (result.playouts >= options.resign_after && result.win_rate < options.resign_below) {
    result.kind = GoSearchResult::Kind::Resign;
    return result;
  }
  result.cell = trees[0].node(root0.first_child + best).move;
  result.kind = result.cell >= 0 ? GoSearchResult::Kind::Move : GoSearchResult::Kind::Pass;
  return result;
}

}  // namespace bitcc::games

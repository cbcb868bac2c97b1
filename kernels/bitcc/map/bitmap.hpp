// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/bitmap.hpp: maps of any width and height, one bit per cell.
//
// A BitMap of W columns and H rows stores each row in words_per_row() = ceil(W / 64) 64-bit words:
// cell (row r, column c) is bit c % 64 of word r * words_per_row() + c / 64, so a row reads from
// bit 0 of its first word up, left to right, and row 0 comes first (the first line of a text map,
// the top row of an image). Bits past the last column of a row are padding: the calls of this
// room ignore them, whatever they hold, so rows may be filled word by word.
//
//   W = 70: two words per row; word 0 holds columns 0..63, bits 0..5 of word 1 columns 64..69.
//
// Boards of at most 1024 cells have the wide bitboards (bitcc/wide/); a BitMap is for maps of any
// size, up to what memory holds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "bitcc/geometry.hpp"

namespace bitcc::map {

class BitMap {
 public:
  /// The empty map (no cell).
  BitMap() = default;

  /// A map of `width` columns and `height` rows, every cell clear. Throws std::length_error when
  /// the map's words would not fit in memory's address space.
  BitMap(std::size_t width, std::size_t height)
      : width_(width), height_(height), words_per_row_(width / 64 + (width % 64 != 0)) {
    if (height != 0 && words_per_row_ > std::numeric_limits<std::size_t>::max() / 8 / height)
      throw std::length_error("bitcc::map::BitMap: a map of " + std::to_string(width) + " x " +
                              std::to_string(height) + " cells is too large");
    words_.assign(words_per_row_ * height, 0);
  }

  /// A map of `width` columns and `height` rows whose cells are `words`, taken as they are
  /// (words_per_row() per row, the layout above, padding bits ignored). Throws
  /// std::invalid_argument unless words.size() is words_per_row() * height. Lets a reader grow the
  /// words as its input arrives, then hand them over without a copy.
  BitMap(std::size_t width, std::size_t height, std::vector<std::uint64_t> words)
      : width_(width), height_(height), words_per_row_(width / 64 + (width % 64 != 0)) {
    if ((height != 0 && words_per_row_ > std::numeric_limits<std::size_t>::max() / 8 / height) ||
        words.size() != words_per_row_ * height)
      throw std::invalid_argument("bitcc::map::BitMap: " + std::to_string(words.size()) +
                                  " words for a map of " + std::to_string(width) + " x " +
                                  std::to_string(height) + " cells");
    words_ = std::move(words);
  }

  std::size_t width() const { return width_; }
  std::size_t height() const { return height_; }
  std::size_t cells() const { return width_ * height_; }
  std::size_t words_per_row() const { return words_per_row_; }

  /// True when (row, column) is a cell of the map.
  bool contains(std::size_t row, std::size_t column) const {
    return row < height_ && column < width_;
  }

  /// The cell's bit; false for a point outside the map.
  bool test(std::size_t row, std::size_t column) const {
    if (!contains(row, column)) return false;
    return (words_[row * words_per_row_ + column / 64] >> (column % 64)) & 1;
  }

  /// Sets (or clears) one cell. Throws std::out_of_range for a point outside the map.
  void set(std::size_t row, std::size_t column, bool value = true) {
    if (!contains(row, column))
      throw std::out_of_range("bitcc::map::BitMap::set: row " + std::to_string(row) +
                              ", column " + std::to_string(column) + " is outside the map (" +
                              std::to_string(height_) + " rows of " + std::to_string(width_) +
                              " cells)");
    std::uint64_t& word = words_[row * words_per_row_ + column / 64];
    const std::uint64_t bit = std::uint64_t{1} << (column % 64);
    word = value ? word | bit : word & ~bit;
  }

  /// The words of row `row` (words_per_row() of them); requires row < height().
  const std::uint64_t* row(std::size_t row) const {
    BITCC_ASSERT(row < height_);
    return words_.data() + row * words_per_row_;
  }
  std::uint64_t* row(std::size_t row) {
    BITCC_ASSERT(row < height_);
    return words_.data() + row * words_per_row_;
  }

  /// The mask of the cells in the last word of a row (all ones when width() is a multiple of 64).
  std::uint64_t last_word_mask() const {
    return width_ % 64 == 0 ? ~std::uint64_t{0} : (std::uint64_t{1} << (width_ % 64)) - 1;
  }

  /// The number of set cells (padding bits not counted).
  std::size_t count() const {
    std::size_t total = 0;
    if (words_per_row_ == 0) return 0;
    for (std::size_t r = 0; r < height_; ++r) {
      const std::uint64_t* words = row(r);
      for (std::size_t i = 0; i + 1 < words_per_row_; ++i) total += popcount64(words[i]);
      total += popcount64(words[words_per_row_ - 1] & last_word_mask());
    }
    return total;
  }

  /// Same size and same cells (padding bits not compared).
  friend bool operator==(const BitMap& a, const BitMap& b) {
    if (a.width_ != b.width_ || a.height_ != b.height_) return false;
    for (std::size_t r = 0; r < a.height_; ++r)
      for (std::size_t i = 0; i < a.words_per_row_; ++i) {
        const std::uint64_t mask = i + 1 == a.words_per_row_ ? a.last_word_mask() : ~std::uint64_t{0};
        if ((a.row(r)[i] ^ b.row(r)[i]) & mask) return false;
      }
    return true;
  }
  friend bool operator!=(const BitMap& a, const BitMap& b) { return !(a == b); }

 private:
  static int popcount64(std::uint64_t x) { return __builtin_popcountll(x); }

  std::size_t width_ = 0, height_ = 0, words_per_row_ = 0;
  std::vector<std::uint64_t> words_;
};

}  // namespace bitcc::map

#include <gtest/gtest.h>

#include "bitcc/bitcc.hpp"

TEST(Smoke, LabelersAgreeOnOneBoard) {
  bitcc::Board out[bitcc::kMaxComponents];
  EXPECT_EQ(bitcc::label_rowpair(0b101, out), 2);
}

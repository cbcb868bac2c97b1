// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/cli/options.hpp: the one command-line option parser of every `bitcc` subcommand (internal).
//
// Every subcommand declares its options and reads them through parse_options, so all of them
// share these rules:
//   - An option with a value takes it as `--name value` or `--name=value`.
//   - A value from a fixed list (a choice) is accepted in any case and stored as listed.
//   - A number (number_option) is decimal digits only: no sign, no '+', no spaces (parse_number,
//     text.hpp, the rule for every number the command reads).
//   - `-h` and `--help` ask for the help; `--` ends the options (what follows is an operand, even
//     when it starts with '-'); `-` alone is an operand (standard input, for a file operand).
//   - Options and operands may come in any order; an option given twice keeps its last value.
//   - Errors name the option and the value, list the choices, and end with a pointer to --help;
//     the exit status of a usage error is kExitUsage (2).
#pragma once

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bitcc/io.hpp"
#include "commands.hpp"
#include "text.hpp"

namespace bitcc::cli {

/// One option of a subcommand.
struct OptionSpec {
  std::string name;                  // with its dashes: "--engine"
  bool takes_value = false;          // false: a flag ("--board")
  std::vector<std::string> choices;  // the accepted values, when they form a fixed list
};

/// An option without a value ("--board").
inline OptionSpec flag(std::string name) { return {std::move(name), false, {}}; }

/// An option with a value ("--size 5"), from `choices` when they are given.
inline OptionSpec with_value(std::string name, std::vector<std::string> choices = {}) {
  return {std::move(name), true, std::move(choices)};
}

/// What parse_options read.
class ParsedOptions {
 public:
  bool help = false;                  // -h or --help was given
  std::vector<std::string> operands;  // the arguments that are not options, in order

  /// True when the option `name` was given.
  bool has(std::string_view name) const { return find(name) != nullptr; }

  /// The value of `name`, or `fallback` when the option was not given.
  std::string value(std::string_view name, std::string fallback = {}) const {
    const Given* given = find(name);
    return given != nullptr ? given->value : fallback;
  }

  void set(const std::string& name, std::string value) {
    for (Given& given : given_)
      if (given.name == name) {
        given.value = std::move(value);
        return;
      }
    given_.push_back({name, std::move(value)});
  }

 private:
  struct Given {
    std::string name, value;
  };
  const Given* find(std::string_view name) const {
    for (const Given& given : given_)
      if (given.name == name) return &given;
    return nullptr;
  }
  std::vector<Given> given_;
};

/// "a, b, c".
inline std::string join(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& word : words) text += (text.empty() ? "" : ", ") + word;
  return text;
}

/// Reports a usage error of `command` ("bitcc rhex") on `err`, with a pointer to its help, and
/// returns kExitUsage.
inline int usage_error(std::string_view command, const std::string& message, std::ostream& err) {
  err << command << ": " << message << "\nRun '" << command << " --help' for usage.\n";
  return kExitUsage;
}

/// Reads `args` (the arguments after the subcommand's name) against `options`. At most
/// `max_operands` arguments may be operands. Nullopt after reporting a usage error on `err`.
inline std::optional<ParsedOptions> parse_options(std::string_view command, const Arguments& args,
                                                  const std::vector<OptionSpec>& options,
                                                  std::size_t max_operands, std::ostream& err) {
  ParsedOptions parsed;
  auto fail = [&](const std::string& message) -> std::optional<ParsedOptions> {
    usage_error(command, message, err);
    return std::nullopt;
  };
  bool options_ended = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (options_ended || arg == "-" || arg.empty() || arg[0] != '-') {
      if (parsed.operands.size() == max_operands)
        return fail("unexpected argument '" + printable(arg) + "'" +
                    (max_operands == 0 ? " (this command reads standard input only)" : ""));
      parsed.operands.push_back(arg);
      continue;
    }
    if (arg == "--") {
      options_ended = true;
      continue;
    }
    if (arg == "-h" || arg == "--help") {
      parsed.help = true;
      continue;
    }
    const std::size_t equals = arg.find('=');
    const std::string name = arg.substr(0, equals);
    const OptionSpec* option = nullptr;
    for (const OptionSpec& candidate : options)
      if (candidate.name == name) option = &candidate;
    if (option == nullptr) {
      std::vector<std::string> names;
      for (const OptionSpec& candidate : options) names.push_back(candidate.name);
      names.push_back("--help");
      return fail("unknown option '" + printable(name) + "' (options: " + join(names) + ")");
    }
    if (!option->takes_value) {
      if (equals != std::string::npos) return fail(name + " takes no value");
      parsed.set(name, "");
      continue;
    }
    std::string value;
    if (equals != std::string::npos) {
      value = arg.substr(equals + 1);
    } else if (i + 1 < args.size()) {
      value = args[++i];
    } else {
      return fail(name + " needs a value" +
                  (option->choices.empty() ? "" : " (choices: " + join(option->choices) + ")"));
    }
    if (!option->choices.empty()) {
      const std::string* chosen = nullptr;
      for (const std::string& choice : option->choices)
        if (is_keyword(value, choice)) chosen = &choice;
      if (chosen == nullptr)
        return fail(name + ": unknown value '" + printable(value) +
                    "' (choices: " + join(option->choices) + ")");
      value = *chosen;
    }
    parsed.set(name, value);
  }
  return parsed;
}

/// The value of the option `name` as a whole number from `low` to `high` (parse_number's rule:
/// digits only), `fallback` when the option was not given; nullopt after reporting a usage error
/// naming the option and the value.
inline std::optional<unsigned long long> number_option(
    std::string_view command, const ParsedOptions& parsed, const std::string& name,
    unsigned long long low, unsigned long long high, unsigned long long fallback,
    std::ostream& err) {
  if (!parsed.has(name)) return fallback;
  const std::string text = parsed.value(name);
  const std::optional<unsigned long long> value = parse_number(text, low, high);
  if (!value)
    usage_error(command,
                name + ": '" + printable(text) + "' is not " + whole_number_from(low, high), err);
  return value;
}

}  // namespace bitcc::cli

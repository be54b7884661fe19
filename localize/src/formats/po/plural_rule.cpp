#include "localize/src/formats/po/plural_rule.h"

#include <cctype>
#include <cstdlib>

namespace attn::localize {

struct PluralRule::Node {
  enum Kind { kNumber, kN, kNot, kBinary, kConditional } kind = kNumber;
  int64_t value = 0;
  std::string op;
  std::shared_ptr<const Node> a, b, c;

  int64_t eval(int64_t n) const {
    switch (kind) {
      case kNumber:
        return value;
      case kN:
        return n;
      case kNot:
        return !a->eval(n);
      case kConditional:
        return a->eval(n) ? b->eval(n) : c->eval(n);
      case kBinary:
        break;
    }
    const int64_t x = a->eval(n);
    if (op == "&&") return x && b->eval(n);
    if (op == "||") return x || b->eval(n);
    const int64_t y = b->eval(n);
    if (op == "*") return x * y;
    if (op == "/") return y == 0 ? 0 : x / y;
    if (op == "%") return y == 0 ? 0 : x % y;
    if (op == "+") return x + y;
    if (op == "-") return x - y;
    if (op == "<") return x < y;
    if (op == "<=") return x <= y;
    if (op == ">") return x > y;
    if (op == ">=") return x >= y;
    if (op == "==") return x == y;
    if (op == "!=") return x != y;
    return 0;
  }
};

namespace {

using NodePtr = std::shared_ptr<const PluralRule::Node>;

NodePtr make_node(PluralRule::Node::Kind kind, NodePtr a, NodePtr b = nullptr, NodePtr c = nullptr,
                  std::string_view op = {}) {
  auto node = std::make_shared<PluralRule::Node>();
  node->kind = kind;
  node->a = std::move(a);
  node->b = std::move(b);
  node->c = std::move(c);
  node->op = op;
  return node;
}

// Precedence climbing over C's binary operators, lowest first.
class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  NodePtr parse_all() {
    NodePtr e = conditional();
    skip();
    if (e && pos_ != text_.size()) return nullptr;
    return e;
  }

 private:
  void skip() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool eat(std::string_view token) {
    skip();
    if (text_.substr(pos_, token.size()) != token) return false;
    pos_ += token.size();
    return true;
  }
  NodePtr conditional() {
    NodePtr cond = binary(0);
    if (!cond || !eat("?")) return cond;
    NodePtr yes = conditional();
    if (!yes || !eat(":")) return nullptr;
    NodePtr no = conditional();
    if (!no) return nullptr;
    return make_node(PluralRule::Node::kConditional, cond, yes, no);
  }
  NodePtr binary(size_t level) {
    static const std::vector<std::vector<std::string_view>> kLevels = {
        {"||"}, {"&&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"+", "-"}, {"*", "/", "%"}};
    if (level == kLevels.size()) return unary();
    NodePtr left = binary(level + 1);
    while (left) {
      std::string_view matched;
      for (std::string_view op : kLevels[level]) {
        skip();
        // Longer operators are listed first, so "<" never takes the start of "<=".
        if (text_.substr(pos_, op.size()) == op) {
          matched = op;
          break;
        }
      }
      if (matched.empty()) break;
      pos_ += matched.size();
      NodePtr right = binary(level + 1);
      if (!right) return nullptr;
      left = make_node(PluralRule::Node::kBinary, left, right, nullptr, matched);
    }
    return left;
  }
  NodePtr unary() {
    if (eat("!")) {
      NodePtr inner = unary();
      if (!inner) return nullptr;
      return make_node(PluralRule::Node::kNot, inner);
    }
    if (eat("(")) {
      NodePtr inner = conditional();
      if (!inner || !eat(")")) return nullptr;
      return inner;
    }
    skip();
    auto node = std::make_shared<PluralRule::Node>();
    if (pos_ < text_.size() && text_[pos_] == 'n') {
      ++pos_;
      node->kind = PluralRule::Node::kN;
      return node;
    }
    if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_])))
        node->value = node->value * 10 + (text_[pos_++] - '0');
      return node;
    }
    return nullptr;
  }

  std::string_view text_;
  size_t pos_ = 0;
};

// The value after "key=" up to the next ';' (or the end).
std::string_view field(std::string_view text, std::string_view key) {
  size_t at = text.find(key);
  // "plural" must not match inside "nplurals".
  while (at != std::string_view::npos && at > 0 && text[at - 1] != ' ' && text[at - 1] != ';' &&
         text[at - 1] != '\t')
    at = text.find(key, at + 1);
  if (at == std::string_view::npos) return {};
  size_t b = at + key.size();
  while (b < text.size() && (text[b] == ' ' || text[b] == '\t')) ++b;
  if (b >= text.size() || text[b] != '=') return {};
  ++b;
  const size_t e = text.find(';', b);
  return text.substr(b, e == std::string_view::npos ? std::string_view::npos : e - b);
}

}  // namespace

Result<PluralRule> PluralRule::parse(std::string_view plural_forms) {
  const std::string_view count = field(plural_forms, "nplurals");
  const std::string_view expression = field(plural_forms, "plural");
  const std::string shown(plural_forms.substr(0, 120));
  if (count.empty() || expression.empty())
    return Status::Error(StatusCode::kInvalidArgument, "Plural-Forms \"%s\": no nplurals=...; plural=...;",
                         shown.c_str());
  PluralRule rule;
  rule.nplurals_ = std::atoi(std::string(count).c_str());
  if (rule.nplurals_ < 1 || rule.nplurals_ > 10)
    return Status::Error(StatusCode::kInvalidArgument, "Plural-Forms \"%s\": nplurals out of range",
                         shown.c_str());
  rule.expression_ = Parser(expression).parse_all();
  if (!rule.expression_)
    return Status::Error(StatusCode::kInvalidArgument,
                         "Plural-Forms \"%s\": the plural expression does not parse", shown.c_str());
  rule.text_ = std::string(plural_forms);
  return rule;
}

Result<PluralRule> PluralRule::for_language(std::string_view language) {
  static const std::pair<std::string_view, std::string_view> kRules[] = {
      {"de", "nplurals=2; plural=(n != 1);"},
      {"en", "nplurals=2; plural=(n != 1);"},
      {"es", "nplurals=2; plural=(n != 1);"},
      {"it", "nplurals=2; plural=(n != 1);"},
      {"nl", "nplurals=2; plural=(n != 1);"},
      {"pt", "nplurals=2; plural=(n != 1);"},
      {"pt_BR", "nplurals=2; plural=(n > 1);"},
      {"fr", "nplurals=2; plural=(n > 1);"},
      {"ru",
       "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : "
       "2);"},
      {"pl", "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"},
      {"cs", "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;"},
      {"ja", "nplurals=1; plural=0;"},
      {"zh", "nplurals=1; plural=0;"},
  };
  std::string tag(language);
  for (char& c : tag) c = c == '-' ? '_' : c;
  for (int pass = 0; pass < 2; ++pass) {
    for (const auto& [name, rule] : kRules)
      if (tag == name) return parse(rule);
    tag = tag.substr(0, tag.find('_'));  // pt_BR → pt, de_AT → de
  }
  return Status::Error(StatusCode::kUnsupported,
                       "no plural rule known for language \"%s\"; give the catalog a Plural-Forms header",
                       std::string(language).c_str());
}

int PluralRule::form(int64_t n) const {
  const int64_t f = expression_ ? expression_->eval(n) : 0;
  return static_cast<int>(f < 0 ? 0 : f >= nplurals_ ? nplurals_ - 1 : f);
}

std::vector<int64_t> PluralRule::samples() const {
  std::vector<int64_t> out(nplurals_, -1);
  out[form(1)] = 1;
  for (int64_t n = 0; n <= 1000; ++n)
    if (out[form(n)] < 0) out[form(n)] = n;
  return out;
}

}  // namespace attn::localize

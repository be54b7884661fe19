#include "localize/src/formats/po/gettextpo_read.h"

#include <gettext-po.h>
#include <sys/mman.h>
#include <unistd.h>

#include <csetjmp>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace attn::localize {
namespace {

// What the error handler saw. libgettextpo reports through callbacks and requires a fatal one not to return,
// so the handler records the first error here and leaves a fatal one by longjmp back into read_file (which
// holds nothing that needs destroying across that jump).
struct ReadErrors {
  bool failed = false;
  size_t line = 0;
  char message[200] = {};
  std::jmp_buf fatal;
};
thread_local ReadErrors* t_errors = nullptr;

void record(int severity, size_t lineno, const char* text) {
  if (severity == PO_SEVERITY_WARNING || t_errors == nullptr) return;
  if (!t_errors->failed) {
    t_errors->failed = true;
    t_errors->line = lineno == static_cast<size_t>(-1) ? 0 : lineno;
    std::snprintf(t_errors->message, sizeof t_errors->message, "%s", text != nullptr ? text : "error");
    const size_t n = std::strlen(t_errors->message);
    if (n > 0 && t_errors->message[n - 1] == '\n') t_errors->message[n - 1] = '\0';
  }
  if (severity == PO_SEVERITY_FATAL_ERROR) std::longjmp(t_errors->fatal, 1);
}

void on_error(int severity, po_message_t, const char*, size_t lineno, size_t, int, const char* text) {
  record(severity, lineno, text);
}
void on_error2(int severity, po_message_t, const char*, size_t lineno, size_t, int, const char* text,
               po_message_t, const char*, size_t, size_t, int, const char*) {
  record(severity, lineno, text);
}

const po_xerror_handler kHandler = {on_error, on_error2};

// po_file_read with errors caught; nullptr after an error. No C++ object lives in this frame.
po_file_t read_file(const char* filename, ReadErrors* errors) {
  t_errors = errors;
  // volatile: it is read after a longjmp back into this frame, which may not restore a register copy.
  po_file_t volatile file = nullptr;
  if (setjmp(errors->fatal) == 0) file = po_file_read(filename, &kHandler);
  t_errors = nullptr;
  if (errors->failed && file != nullptr) {
    po_file_free(file);
    file = nullptr;
  }
  return file;
}

// libgettextpo's header and comment getters return a fresh malloc'd copy on every call (the header always,
// the comments when there are any; no comments is a static ""), which the caller owns although gettext-po.h
// does not say so: copied into a std::string and freed here.
std::string take_string(const char* text, bool allocated) {
  std::string copy(text);
  if (allocated) std::free(const_cast<char*>(text));
  return copy;
}
std::string take_comments(const char* comments) { return take_string(comments, *comments != '\0'); }

}  // namespace

Result<PoContents> gettextpo_read(std::string_view path, std::string_view bytes) {
  const std::string shown(path);
  const int fd = memfd_create("attn-po", MFD_CLOEXEC);
  if (fd < 0) return Status::Error(StatusCode::kIo, "%s: cannot make a memory file to parse", shown.c_str());
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n <= 0) {
      ::close(fd);
      return Status::Error(StatusCode::kIo, "%s: cannot write the memory file to parse", shown.c_str());
    }
    done += static_cast<size_t>(n);
  }
  const std::string filename = "/proc/self/fd/" + std::to_string(fd);
  ReadErrors errors;
  po_file_t file = read_file(filename.c_str(), &errors);
  ::close(fd);
  if (file == nullptr) {
    if (errors.line > 0)
      return Status::Error(StatusCode::kInvalidArgument, "%s:%zu: %s", shown.c_str(), errors.line,
                           errors.message);
    return Status::Error(StatusCode::kInvalidArgument, "%s: %s", shown.c_str(),
                         errors.failed ? errors.message : "not a PO file");
  }

  PoContents contents;
  const char* const* domains = po_file_domains(file);
  if (domains != nullptr && domains[0] != nullptr && domains[1] != nullptr) {
    po_file_free(file);
    return Status::Error(StatusCode::kUnsupported,
                         "%s: more than one domain directive; split the file per domain", shown.c_str());
  }
  if (const char* header = po_file_domain_header(file, nullptr); header != nullptr) {
    contents.header = take_string(header, true);
    contents.has_header = true;
  }
  po_message_iterator_t it = po_message_iterator(file, nullptr);
  const char* const* format_types = po_format_list();
  while (po_message_t m = po_next_message(it)) {
    PoMessage msg;
    const char* ctxt = po_message_msgctxt(m);
    msg.has_msgctxt = ctxt != nullptr;
    if (ctxt != nullptr) msg.msgctxt = ctxt;
    msg.msgid = po_message_msgid(m);
    if (const char* plural = po_message_msgid_plural(m); plural != nullptr) {
      msg.msgid_plural = plural;
      for (int i = 0; const char* form = po_message_msgstr_plural(m, i); ++i) msg.msgstr.push_back(form);
    } else {
      msg.msgstr.push_back(po_message_msgstr(m));
    }
    msg.fuzzy = po_message_is_fuzzy(m) != 0;
    msg.obsolete = po_message_is_obsolete(m) != 0;
    for (const char* const* f = format_types; *f != nullptr; ++f)
      if (po_message_is_format(m, *f)) msg.formats.push_back(*f);
    msg.comments = take_comments(po_message_comments(m));
    msg.extracted_comments = take_comments(po_message_extracted_comments(m));
    contents.messages.push_back(std::move(msg));
  }
  po_message_iterator_free(it);
  po_file_free(file);
  return contents;
}

}  // namespace attn::localize

#include "python/src/errors.h"

#include <nanobind/stl/string.h>

namespace nb = nanobind;

namespace attn::python {
namespace {

// The classes attn/errors.py registers at import: one per attn_status, plus the two misuse classes. Strong
// references kept for the life of the process (the module cannot be unloaded), so no destructor runs after
// the interpreter is gone.
struct ErrorClasses {
  PyObject* by_status = nullptr;  // dict: int status -> class
  PyObject* closed = nullptr;
  PyObject* busy = nullptr;
  PyObject* base = nullptr;
};
ErrorClasses classes;

PyObject* class_for(const StatusError& error) {
  switch (error.kind()) {
    case ErrorKind::kClosed:
      if (classes.closed != nullptr) return classes.closed;
      break;
    case ErrorKind::kBusy:
      if (classes.busy != nullptr) return classes.busy;
      break;
    case ErrorKind::kStatus:
      if (classes.by_status != nullptr) {
        PyObject* key = PyLong_FromLong(static_cast<long>(error.status()));
        PyObject* cls = key != nullptr ? PyDict_GetItem(classes.by_status, key) : nullptr;  // borrowed
        Py_XDECREF(key);
        if (cls != nullptr) return cls;
      }
      break;
  }
  return classes.base != nullptr ? classes.base : PyExc_RuntimeError;
}

void raise(const StatusError& error) {
  PyObject* cls = class_for(error);
  PyObject* instance = cls == PyExc_RuntimeError
                           ? PyObject_CallFunction(cls, "s", error.what())
                           : PyObject_CallFunction(cls, "is", static_cast<int>(error.status()), error.what());
  if (instance == nullptr) return;  // the constructor's own exception is set
  if (error.index()) {
    PyObject* index = PyLong_FromSize_t(*error.index());
    if (index == nullptr || PyObject_SetAttrString(instance, "index", index) != 0) {
      Py_XDECREF(index);
      Py_DECREF(instance);
      return;
    }
    Py_DECREF(index);
  }
  PyErr_SetObject(reinterpret_cast<PyObject*>(Py_TYPE(instance)), instance);
  Py_DECREF(instance);
}

}  // namespace

void check(attn_status status) {
  if (status != ATTN_OK) throw StatusError(ErrorKind::kStatus, status, attn_last_error_message());
}

void check(const attn::cpp::Status& status) {
  if (!status.ok()) throw StatusError(ErrorKind::kStatus, status.code(), status.message());
}

void throw_closed(const char* what) {
  throw StatusError(
      ErrorKind::kClosed, ATTN_ERROR_INVALID_ARGUMENT,
      std::string(what) + " is closed: it was closed with close() or by leaving its with block");
}

void throw_busy() {
  throw StatusError(
      ErrorKind::kBusy, ATTN_ERROR_INVALID_ARGUMENT,
      "the Translator is busy: another thread, or a translate_iter that has not finished, is using "
      "it; use one Translator per thread (they can share one Model)");
}

void bind_errors(nb::module_& m) {
  m.def(
      "_set_error_classes",
      [](nb::dict by_status, nb::type_object closed, nb::type_object busy, nb::type_object base) {
        // Replacing is allowed (a reload of attn.errors); the old classes stay referenced, harmlessly.
        classes.by_status = by_status.inc_ref().ptr();
        classes.closed = closed.inc_ref().ptr();
        classes.busy = busy.inc_ref().ptr();
        classes.base = base.inc_ref().ptr();
      },
      nb::arg("by_status"), nb::arg("closed"), nb::arg("busy"), nb::arg("base"),
      "Registers the Python exception classes (called once by attn.errors).");
  nb::register_exception_translator([](const std::exception_ptr& p, void*) {
    try {
      std::rethrow_exception(p);
    } catch (const StatusError& error) {
      raise(error);
    }
  });
}

}  // namespace attn::python

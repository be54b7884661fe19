#include "python/src/ids.h"

#include <string>

namespace nb = nanobind;

namespace attn::python {

std::vector<int32_t> ids_from_sequence(nb::handle sequence, const char* argument) {
  nb::object fast = nb::steal(
      PySequence_Fast(sequence.ptr(), (std::string(argument) + " must be a sequence of int").c_str()));
  if (!fast.is_valid()) throw nb::python_error();
  const Py_ssize_t count = PySequence_Fast_GET_SIZE(fast.ptr());
  PyObject** items = PySequence_Fast_ITEMS(fast.ptr());
  std::vector<int32_t> ids(static_cast<size_t>(count));
  for (Py_ssize_t i = 0; i < count; ++i) {
    if (!PyLong_Check(items[i])) {
      throw nb::type_error((std::string(argument) + "[" + std::to_string(i) + "] is not an int").c_str());
    }
    int overflow = 0;
    const long long value = PyLong_AsLongLongAndOverflow(items[i], &overflow);
    if (overflow != 0 || value < INT32_MIN || value > INT32_MAX) {
      PyErr_Clear();
      throw nb::value_error((std::string(argument) + "[" + std::to_string(i) + "] is outside int32").c_str());
    }
    ids[static_cast<size_t>(i)] = static_cast<int32_t>(value);
  }
  return ids;
}

nb::list ids_to_list(const int32_t* ids, size_t count) {
  nb::list list;
  for (size_t i = 0; i < count; ++i) list.append(nb::int_(ids[i]));
  return list;
}

}  // namespace attn::python

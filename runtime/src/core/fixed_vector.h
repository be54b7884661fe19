// FixedVector<T>: a vector for load and create time that reports allocation failure instead of throwing.
// The runtime compiles with -fno-exceptions, so a std::vector whose operator new fails would end the process
// (std::bad_alloc with no handler); loading a model or creating a translator must instead return
// StatusCode::kOutOfMemory and free what it had allocated. So every container on those paths is sized once,
// up front, through calls that return false when memory cannot be had: reserve(), resize(), assign().
// push_back() never allocates: it appends within the reserved capacity and returns false when full.
//
// Copying (ModelWeights copies in tests and tools) allocates with the throwing operator new, as std::vector
// would; the runtime itself only moves these.
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>
#include <type_traits>
#include <utility>

namespace attn {

template <typename T>
class FixedVector {
  static_assert(alignof(T) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__,
                "over-aligned element types need AlignedBuffer");

 public:
  FixedVector() = default;
  ~FixedVector() { release(); }

  FixedVector(FixedVector&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)),
        size_(std::exchange(other.size_, 0)),
        capacity_(std::exchange(other.capacity_, 0)) {}
  FixedVector& operator=(FixedVector&& other) noexcept {
    if (this != &other) {
      release();
      data_ = std::exchange(other.data_, nullptr);
      size_ = std::exchange(other.size_, 0);
      capacity_ = std::exchange(other.capacity_, 0);
    }
    return *this;
  }

  FixedVector(const FixedVector& other) requires std::is_copy_constructible_v<T> { copy_from(other); }
  FixedVector& operator=(const FixedVector& other) requires std::is_copy_constructible_v<T> {
    if (this != &other) {
      release();
      copy_from(other);
    }
    return *this;
  }

  // Makes room for capacity elements, keeping (moving) the current ones. False, with nothing changed, when
  // the memory cannot be allocated or the byte count overflows.
  [[nodiscard]] bool reserve(size_t capacity) {
    if (capacity <= capacity_) return true;
    T* fresh = allocate(capacity);
    if (fresh == nullptr) return false;
    for (size_t i = 0; i < size_; ++i) {
      new (fresh + i) T(std::move(data_[i]));
      data_[i].~T();
    }
    ::operator delete(data_);
    data_ = fresh;
    capacity_ = capacity;
    return true;
  }

  // size elements: the current ones kept (up to size), new ones value-initialised. False (nothing changed)
  // when the memory cannot be had.
  [[nodiscard]] bool resize(size_t size) {
    if (!reserve(size)) return false;
    while (size_ > size) data_[--size_].~T();
    while (size_ < size) new (data_ + size_++) T();
    return true;
  }

  // count copies of value, replacing the contents. False (contents cleared) when the memory cannot be had.
  [[nodiscard]] bool assign(size_t count, const T& value) {
    clear();
    if (!reserve(count)) return false;
    while (size_ < count) new (data_ + size_++) T(value);
    return true;
  }

  // Appends within the reserved capacity; false when it is full (a sizing bug: nothing is allocated here).
  [[nodiscard]] bool push_back(T value) {
    if (size_ == capacity_) return false;
    new (data_ + size_++) T(std::move(value));
    return true;
  }
  void pop_back() { data_[--size_].~T(); }

  // Destroys the elements; keeps the capacity.
  void clear() {
    while (size_ > 0) data_[--size_].~T();
  }

  T* data() { return data_; }
  const T* data() const { return data_; }
  size_t size() const { return size_; }
  size_t capacity() const { return capacity_; }
  bool empty() const { return size_ == 0; }
  T& operator[](size_t i) { return data_[i]; }
  const T& operator[](size_t i) const { return data_[i]; }
  T& back() { return data_[size_ - 1]; }
  const T& back() const { return data_[size_ - 1]; }
  T* begin() { return data_; }
  T* end() { return data_ + size_; }
  const T* begin() const { return data_; }
  const T* end() const { return data_ + size_; }

 private:
  static T* allocate(size_t count) {
    if (count > SIZE_MAX / sizeof(T)) return nullptr;
    return static_cast<T*>(::operator new(count * sizeof(T), std::nothrow));
  }

  void release() {
    clear();
    ::operator delete(data_);
    data_ = nullptr;
    capacity_ = 0;
  }

  // Tests and tools only (see the top of the file): the throwing operator new, as std::vector's copy.
  void copy_from(const FixedVector& other) {
    data_ = other.size_ == 0 ? nullptr : static_cast<T*>(::operator new(other.size_ * sizeof(T)));
    capacity_ = other.size_;
    for (size_ = 0; size_ < other.size_; ++size_) new (data_ + size_) T(other.data_[size_]);
  }

  T* data_ = nullptr;
  size_t size_ = 0;
  size_t capacity_ = 0;
};

}  // namespace attn

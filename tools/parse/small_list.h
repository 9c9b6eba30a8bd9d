// SmallList<T, N>: a vector of trivially copyable values that holds up to N of them inline and
// only then allocates, for the short lists every citation carries (one or two rule numbers), so a
// parse of many rules does not pay a heap allocation per list. InlineList<T, N> never allocates
// and keeps at most N values (for section numbers, of which a citation names a few).
#ifndef RULECORP_PARSE_SMALL_LIST_H_
#define RULECORP_PARSE_SMALL_LIST_H_

#include <cstdint>
#include <cstring>
#include <memory>
#include <type_traits>

namespace rulecorp {

template <class T, std::uint16_t N>
class SmallList {
  static_assert(std::is_trivially_copyable_v<T>, "SmallList holds trivially copyable values");

 public:
  SmallList() = default;
  SmallList(const SmallList& o) { *this = o; }
  SmallList(SmallList&& o) noexcept { *this = std::move(o); }
  SmallList& operator=(const SmallList& o) {
    if (this == &o) return *this;
    clear();
    reserve(o.size_);
    std::memcpy(static_cast<void*>(data()), o.data(), sizeof(T) * o.size_);
    size_ = o.size_;
    return *this;
  }
  SmallList& operator=(SmallList&& o) noexcept {
    if (this == &o) return *this;
    heap_ = std::move(o.heap_);
    std::memcpy(inline_, o.inline_, sizeof inline_);
    size_ = o.size_;
    capacity_ = o.capacity_;
    o.size_ = 0;
    o.capacity_ = N;
    return *this;
  }
  ~SmallList() = default;

  T* data() { return heap_ ? heap_.get() : reinterpret_cast<T*>(inline_); }
  const T* data() const { return heap_ ? heap_.get() : reinterpret_cast<const T*>(inline_); }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T* begin() { return data(); }
  T* end() { return data() + size_; }
  const T* begin() const { return data(); }
  const T* end() const { return data() + size_; }
  T& operator[](std::size_t i) { return data()[i]; }
  const T& operator[](std::size_t i) const { return data()[i]; }
  T& back() { return data()[size_ - 1]; }
  const T& back() const { return data()[size_ - 1]; }
  void pop_back() { --size_; }
  void clear() { size_ = 0; }
  void push_back(const T& v) {
    if (size_ == capacity_) reserve(static_cast<std::size_t>(capacity_) * 2);
    data()[size_++] = v;
  }
  template <class... A>
  void emplace_back(A&&... a) { push_back(T(std::forward<A>(a)...)); }
  void reserve(std::size_t n) {
    if (n <= capacity_) return;
    if (n > 0xFFFF) n = 0xFFFF;
    auto fresh = std::make_unique<T[]>(n);
    std::memcpy(static_cast<void*>(fresh.get()), data(), sizeof(T) * size_);
    heap_ = std::move(fresh);
    capacity_ = static_cast<std::uint16_t>(n);
  }

 private:
  std::unique_ptr<T[]> heap_;
  std::uint16_t size_ = 0;
  std::uint16_t capacity_ = N;
  alignas(T) unsigned char inline_[sizeof(T) * N];
};

template <class T, std::uint8_t N>
class InlineList {
  static_assert(std::is_trivially_copyable_v<T>, "InlineList holds trivially copyable values");

 public:
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T* begin() const { return values_; }
  const T* end() const { return values_ + size_; }
  const T& operator[](std::size_t i) const { return values_[i]; }
  // Appends `v`; false (and nothing kept) when the list is full.
  bool push_back(const T& v) {
    if (size_ == N) return false;
    values_[size_++] = v;
    return true;
  }

 private:
  T values_[N] = {};
  std::uint8_t size_ = 0;
};

}  // namespace rulecorp

#endif  // RULECORP_PARSE_SMALL_LIST_H_

/// An element a ``MinHeap`` can order: `precedes` is a strict weak order (ties broken by the
/// element itself, e.g. by a sequence number, keep the order deterministic).
public protocol HeapOrdered {
    static func precedes(_ a: Self, _ b: Self) -> Bool
}

/// A binary min-heap: push and pop in O(log n), the first element in O(1). Used for frames
/// waiting to be written in time order (the traffic synthesizers) and for open items waiting
/// for their deadline (the checkers that judge a request when the capture clock passes its
/// timeout).
public struct MinHeap<Element: HeapOrdered> {
    @usableFromInline var elements: [Element] = []

    @inlinable public init() {}

    @inlinable public var isEmpty: Bool { elements.isEmpty }
    @inlinable public var count: Int { elements.count }
    /// The element that precedes every other one.
    @inlinable public var first: Element? { elements.first }

    @inlinable public mutating func push(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Element.precedes(elements[child], elements[parent]) else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the first element.
    @inlinable @discardableResult
    public mutating func pop() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let first = elements.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < elements.count && Element.precedes(elements[left], elements[smallest]) { smallest = left }
            if right < elements.count && Element.precedes(elements[right], elements[smallest]) { smallest = right }
            if smallest == parent { break }
            elements.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    @inlinable public mutating func removeAll() { elements.removeAll(keepingCapacity: true) }
}

extension MinHeap: Sendable where Element: Sendable {}

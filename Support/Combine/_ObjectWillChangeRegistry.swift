/// One `@Published` property's storage, as the default `objectWillChange` sees it (not part of Combine's API).
protocol _ObjectWillChangeLink: AnyObject {
  /// The publisher this property tells before it changes, once linked.
  var linkedPublisher: ObservableObjectPublisher? { get }

  /// Makes this property tell `publisher` before each change.
  func link(to publisher: ObservableObjectPublisher)
}

/// A value that may be the storage of a `@Published` property (not part of Combine's API).
protocol _PublishedField {
  var link: any _ObjectWillChangeLink { get }
}

extension Published: _PublishedField {
  var link: any _ObjectWillChangeLink {
    storage
  }
}

/// Finds and links the default `objectWillChange` of an object (not part of Combine's API).
///
/// Combine walks the class's field metadata for `@Published` storage; the stand-in does the same through `Mirror`,
/// Swift's public view of that metadata, which also works on Linux. The first read creates one
/// `ObservableObjectPublisher` and links it into every `@Published` property of the object, its superclasses'
/// included; later reads find it there, so every read on the same instance returns the same publisher.
enum _ObjectWillChangeRegistry {
  /// Serialises the first reads, so that two threads never link two different publishers into one object.
  private static let lock = _Lock()

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let links = publishedLinks(of: object)
    return lock.withLock {
      if links.isEmpty {
        return unlinkedPublisher(for: object)
      }
      if let existing = links.lazy.compactMap(\.linkedPublisher).first {
        return existing
      }
      let publisher = ObservableObjectPublisher()
      for link in links {
        link.link(to: publisher)
      }
      return publisher
    }
  }

  /// The publishers of objects with no `@Published` storage, which announce by hand (`willSet { objectWillChange.send() }`):
  /// Combine gives them one publisher per instance too. Guarded by `lock`.
  nonisolated(unsafe) private static var unlinked: [ObjectIdentifier: _UnlinkedPublisher] = [:]

  /// The one publisher of an object with no `@Published` storage; call with `lock` held. An entry whose object is gone
  /// is dropped first, so an object at a reused address never inherits another's publisher.
  private static func unlinkedPublisher(for object: AnyObject) -> ObservableObjectPublisher {
    let key = ObjectIdentifier(object)
    if let entry = unlinked[key], entry.owner === object {
      return entry.publisher
    }
    unlinked = unlinked.filter { $0.value.owner != nil }
    let publisher = ObservableObjectPublisher()
    unlinked[key] = _UnlinkedPublisher(owner: object, publisher: publisher)
    return publisher
  }

  /// The storage of every `@Published` stored property of `object`, from its class up to its root class.
  private static func publishedLinks(of object: AnyObject) -> [any _ObjectWillChangeLink] {
    var links: [any _ObjectWillChangeLink] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if let field = child.value as? any _PublishedField {
          links.append(field.link)
        }
      }
      mirror = current.superclassMirror
    }
    return links
  }
}

/// The publisher of an object without `@Published` storage, and that object, held weakly (not part of Combine's API).
struct _UnlinkedPublisher {
  weak var owner: AnyObject?
  let publisher: ObservableObjectPublisher
}

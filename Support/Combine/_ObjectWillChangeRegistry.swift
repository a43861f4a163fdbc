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

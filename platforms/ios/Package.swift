// swift-tools-version:5.7
// Swift package over the XCFramework that build-xcframework.sh writes to build/attn.xcframework:
// `Attn` is the C API (module.modulemap), `AttnSwift` the Swift wrapper (Sources/AttnSwift).
import PackageDescription

let package = Package(
  name: "Attn",
  platforms: [.iOS(.v13)],
  products: [.library(name: "AttnSwift", targets: ["AttnSwift"])],
  targets: [
    .binaryTarget(name: "Attn", path: "build/attn.xcframework"),
    // The runtime is C++ inside: the app links the C++ standard library.
    .target(name: "AttnSwift", dependencies: ["Attn"], path: "Sources/AttnSwift",
            linkerSettings: [.linkedLibrary("c++")]),
  ]
)

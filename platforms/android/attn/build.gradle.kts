// Gradle module for the Android library (AGP 8). The NDK builds ../CMakeLists.txt once per ABI; the runtime's
// dependencies (XNNPACK, pthreadpool, cpuinfo, FlatBuffers) must first be built per ABI with
// ../build-deps.sh into $ATTN_ANDROID_DEPS/<abi> (platforms/README.md, "Android"). Not built in this repository's CI.
plugins {
    id("com.android.library")
}

val attnDeps: String = System.getenv("ATTN_ANDROID_DEPS") ?: error("set ATTN_ANDROID_DEPS (platforms/android/build-deps.sh)")

android {
    namespace = "dev.attn"
    compileSdk = 34
    ndkVersion = "26.3.11579264"
    defaultConfig {
        minSdk = 24
        consumerProguardFiles("consumer-rules.pro")
        ndk { abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64") }
        externalNativeBuild {
            cmake {
                targets += "attn_jni"
                arguments += listOf(
                    "-DANDROID_STL=c++_static",
                    // CMake substitutes ${ANDROID_ABI}: each ABI finds its own prefix.
                    "-DCMAKE_PREFIX_PATH=$attnDeps/\${ANDROID_ABI}",
                    "-DCMAKE_FIND_ROOT_PATH=$attnDeps/\${ANDROID_ABI}",
                    "-DATTN_XNNPACK_PREFIX=$attnDeps/\${ANDROID_ABI}",
                )
            }
        }
    }
    externalNativeBuild {
        cmake {
            path = file("../CMakeLists.txt")
            version = "3.25.1+"
        }
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_11
        targetCompatibility = JavaVersion.VERSION_11
    }
}

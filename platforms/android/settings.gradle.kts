// Opens platforms/android as a Gradle build with one module, :attn (the AAR): ./gradlew :attn:assembleRelease
pluginManagement {
    repositories { google(); mavenCentral(); gradlePluginPortal() }
    plugins { id("com.android.library") version "8.5.2" }
}
dependencyResolutionManagement {
    repositories { google(); mavenCentral() }
}
rootProject.name = "attn-android"
include(":attn")

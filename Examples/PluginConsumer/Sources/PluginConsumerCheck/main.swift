import CheckedInSettings
import Foundation
import SettingsRuntime
import ShopSettings

// Uses the model the build-tool plugin generated and the one the command plugin wrote; exits 1 on a mismatch.
var failures = 0
@MainActor func check(_ condition: Bool, _ message: String) {
    if !condition {
        print("PluginConsumerCheck: FAILED: \(message)")
        failures += 1
    }
}

let shop = ShopSettings()
check(shop.checkout.currency == .eur, "default currency")
check(ShopSettings.Checkout.Ranges.maxItems == 1...99, "range of maxItems")
check(shop.checkoutSummary == "20 items in Eur, express", "summary: \(shop.checkoutSummary)")

// The forms the plugins generated next to the models: sections, settings, controls.
check(ShopSettings.settingsForm.sections.map(\.name) == ["checkout"], "ShopSettings form sections")
check(ShopSettings.settingsForm.allSettings.map(\.id).contains("checkout.maxItems"), "ShopSettings form settings")
check(!FeatureSettings.settingsForm.allSettings.isEmpty, "FeatureSettings form settings")

// Two more schemas of the ShopSettings target, in flow-style YAML and in JSON: the plugin names their files after
// the schema files, so it never reads `settings:` itself.
check(GiftSettings().wrapping.paper == "red" && GiftSettings().wrapping.ribbon, "GiftSettings defaults (flow-style YAML)")
check(DeliverySettings.Delivery.Ranges.days == 1...14, "DeliverySettings range (JSON)")
check(DeliverySettings.settingsForm.allSettings.map(\.id) == ["delivery.days", "delivery.tracking"], "DeliverySettings form")

do {
    let stored = #"{"checkout": {"currency": "usd", "maxItems": 250, "legacy": 1}}"#
    let loaded = try JSONDecoder().decode(ShopSettings.self, from: Data(stored.utf8))
    check(loaded.checkout.currency == .usd, "decoded currency")
    check(loaded.checkout.maxItems == 99, "out-of-range maxItems is clamped, got \(loaded.checkout.maxItems)")
    let written = String(decoding: try JSONEncoder().encode(loaded), as: UTF8.self)
    check(written.contains(#""legacy":1"#), "unknown key kept: \(written)")

    let features = try JSONDecoder().decode(FeatureSettings.self, from: Data(#"{"flags": {"cacheMegabytes": 70}}"#.utf8))
    check(features.flags.cacheMegabytes == 64, "cacheMegabytes snapped to its step, got \(features.flags.cacheMegabytes)")
    check(features.flags.newOnboarding == false, "default of newOnboarding")
} catch {
    check(false, "decoding threw \(error)")
}

if failures > 0 { exit(1) }
print("PluginConsumerCheck: ok (ShopSettings, GiftSettings, DeliverySettings and their forms from the build-tool plugin, FeatureSettings and its form from generate-settings)")

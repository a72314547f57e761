// Hand-written code next to the model the plugin generates: extensions go in files of their own.
extension ShopSettings {
    /// A one-line description of the checkout settings.
    public var checkoutSummary: String {
        "\(checkout.maxItems) items in \(checkout.currency.title)\(checkout.expressCheckout ? ", express" : "")"
    }
}

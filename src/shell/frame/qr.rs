//! QR codes of links, drawn as SVG in the page (no image fetched).

/// The QR code of `text` as SVG markup (`data-testid` `testid` on the
/// `<svg>`), dark on light whatever the theme; empty when the text is too
/// long for a QR code.
pub fn qr_svg(text: &str, testid: &str) -> String {
    use qrcode::render::svg;
    match qrcode::QrCode::new(text.as_bytes()) {
        Ok(code) => code
            .render::<svg::Color>()
            .min_dimensions(220, 220)
            .dark_color(svg::Color("#000000"))
            .light_color(svg::Color("#ffffff"))
            .build()
            .replacen("<svg ", &format!("<svg data-testid=\"{testid}\" "), 1),
        Err(_) => String::new(),
    }
}

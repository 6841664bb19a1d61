import { useEffect, useState } from 'preact/hooks';
import QRCode from 'qrcode';

/** The invite link as a QR code (an SVG made in the browser). */
export function QrCode(props: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(props.text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((markup) => {
        if (live) setSvg(markup);
      })
      .catch(() => {
        if (live) setSvg(null);
      });
    return () => {
      live = false;
    };
  }, [props.text]);
  if (svg === null) return <div class="qr" aria-hidden="true" />;
  return (
    <img
      class="qr"
      width={160}
      height={160}
      alt={props.label}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
    />
  );
}

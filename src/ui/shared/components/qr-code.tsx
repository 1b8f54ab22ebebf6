import { useEffect, useState } from 'react';

/** A QR code of `value`, drawn by the qrcode library (loaded with the first QR shown). */
export function QrCode({ value, label, size = 180 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' }).then((url) => {
        if (live) setSrc(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [value, size]);
  return src ? (
    <img className="qr" src={src} width={size} height={size} alt={label} data-testid="qr-code" />
  ) : (
    <div className="qr" style={{ width: size, height: size }} aria-busy="true" />
  );
}

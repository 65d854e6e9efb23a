/** A document with 'PDF' on it: stands for a PDF page where a photo would show its picture. Decorative. */
export function PdfIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 56 56" width={56} height={56} aria-hidden="true" focusable="false">
      <path d="M14 4h20l12 12v36H14z" fill="#fff" stroke="#b91c1c" strokeWidth="2" />
      <path d="M34 4v12h12" fill="none" stroke="#b91c1c" strokeWidth="2" />
      <rect x="10" y="30" width="30" height="14" rx="2" fill="#b91c1c" />
      <text x="25" y="41" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        PDF
      </text>
    </svg>
  )
}

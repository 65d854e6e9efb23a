import styles from './pharmacist.module.css'

// A prescription's pages full size, with zoom and rotate (issue 10 §3). Radio buttons drive CSS (pharmacist.module.css):
// keyboard operable (Tab to a group, arrow keys to choose), and they work before scripts load, or without them.

const ZOOMS = ['1', '1.5', '2', '3'] as const
const TURNS = ['0', '90', '180', '270'] as const

export interface ViewerFile {
  id: number
  position: number
  contentType: string
  url: string
}

export function PrescriptionViewer({ prescriptionId, files }: { prescriptionId: number; files: readonly ViewerFile[] }) {
  return (
    <>
      {files.map((f) => {
        const name = `rx-${prescriptionId}-${f.id}`
        const label = `Prescription #${prescriptionId}, page ${f.position}`
        if (f.contentType === 'application/pdf') {
          return (
            <p key={f.id}>
              <a href={f.url} target="_blank" rel="noreferrer">
                Open {label} (PDF) in a new tab
              </a>
            </p>
          )
        }
        return (
          <figure key={f.id} className={styles.viewer}>
            <fieldset className={styles.controls}>
              <legend>Zoom {label}</legend>
              {ZOOMS.map((z) => (
                <label key={z}>
                  <input type="radio" name={`${name}-zoom`} data-zoom={z} defaultChecked={z === '1'} />
                  {Number(z) * 100}%
                </label>
              ))}
            </fieldset>
            <fieldset className={styles.controls}>
              <legend>Rotate {label}</legend>
              {TURNS.map((t) => (
                <label key={t}>
                  <input type="radio" name={`${name}-turn`} data-turn={t} defaultChecked={t === '0'} />
                  {t}°
                </label>
              ))}
            </fieldset>
            {/* The frame scrolls when zoomed: focusable so a keyboard can scroll it too. */}
            <div className={styles.frame} tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
              <img src={f.url} alt={label} />
            </div>
            <figcaption>
              <a href={f.url} target="_blank" rel="noreferrer">
                Open {label} on its own
              </a>
            </figcaption>
          </figure>
        )
      })}
    </>
  )
}

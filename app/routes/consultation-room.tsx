import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Form, Link, useActionData, useLoaderData } from 'react-router'
import type { RoomMessage } from '../../contracts/consultation-room'
import { MAX_MESSAGE_CHARS, roomApiPath } from '../../core/consultations/room.ts'
import { CONSULTATION_MODE_LABELS } from '../../core/consultations/states.ts'
import { RoomCall, type CallState } from '~/consultation-room/call'
import { roomAction, roomLoader } from '~/consultation-room/room.server'
import styles from '~/consultation-room/room.module.css'
import { useRoom } from '~/consultation-room/use-room'
import { api } from '~/lib/api'
import { ApiError, readCsrfMeta } from '~/lib/api-client'
import { useCsrfToken } from '~/lib/forms'
import type { Route } from './+types/consultation-room'

// /online-doctor-consultation/room/{id} (issue 24 §4): the consultation room of the patient (the booking account) and
// the doctor, nobody else (404). The chat with files is kept with the consultation; audio and video calls go from one
// browser to the other (WebRTC, signalled through our server), falling back video → audio → chat. Calls are not
// recorded. After completion: the transcript and the 7-day follow-up chat.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return roomLoader(request, context, params.id)
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return roomAction(request, context, params.id)
}

export const meta: Route.MetaFunction = () => [{ title: 'Consultation room | MedWise' }, { name: 'robots', content: 'noindex' }]

const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' })
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })
const GENDER: Record<string, string> = { male: 'male', female: 'female', other: 'other' }
const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`)

export default function ConsultationRoom() {
  const { room: initial } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const [call, setCall] = useState<CallState>({
    joined: false,
    connected: false,
    mode: initial.mode,
    muted: false,
    cameraOff: false,
  })
  const [said, setSaid] = useState('')
  const remoteVideo = useRef<HTMLVideoElement>(null)
  const localVideo = useRef<HTMLVideoElement>(null)
  const callRef = useRef<RoomCall | null>(null)
  const other = initial.side === 'patient' ? 'The doctor' : 'The patient'

  const live = useRoom(
    initial,
    (signal) => callRef.current?.receive(signal),
    () => callRef.current?.otherListening(),
  )
  const { room, messages } = live

  useEffect(() => {
    if (!initial.calls || initial.mode === 'chat') return
    const c = new RoomCall({
      polite: initial.side === 'patient',
      iceServers: initial.ice_servers,
      mode: initial.mode,
      other,
      send: (signal) => api().post(`${roomApiPath(initial.id).replace('/pwa-api', '')}/signals`, signal),
      events: {
        remote: (stream) => {
          if (remoteVideo.current) remoteVideo.current.srcObject = stream
        },
        local: (stream) => {
          if (localVideo.current) localVideo.current.srcObject = stream
        },
        say: setSaid,
        state: setCall,
      },
    })
    callRef.current = c
    const leave = () => void c.hangUp()
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      void c.hangUp()
      callRef.current = null
    }
  }, [initial.id, initial.side, initial.calls, initial.mode, initial.ice_servers, other])

  // Calls end when the consultation is completed (the other side's 'Complete' reaches us by the stream).
  useEffect(() => {
    if (!room.calls) void callRef.current?.hangUp()
  }, [room.calls])

  const canCall = room.calls && initial.mode !== 'chat'
  const title = initial.side === 'patient' ? `Consultation with ${room.doctor.name}` : `Consultation with ${room.patient.name}`
  const patientFacts = [
    room.patient.age === null ? null : `${room.patient.age} years`,
    room.patient.gender ? GENDER[room.patient.gender] : null,
  ]
    .filter(Boolean)
    .join(', ')

  return (
    <div className={styles.page} data-live={live.live ? 'true' : 'false'}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.facts}>
        {CONSULTATION_MODE_LABELS[initial.mode]} · {dateTime.format(new Date(room.starts_at))} ·{' '}
        <strong data-testid="room-state">{room.state_label}</strong>
        {initial.side === 'doctor' && patientFacts && (
          <>
            {' '}
            · Patient: {room.patient.name} ({patientFacts})
          </>
        )}
      </p>
      {room.notice && <p className={styles.notice}>{room.notice}</p>}
      {refused && !refused.ok && (
        <p role="alert" className={styles.error}>
          {refused.message}
        </p>
      )}
      <p role="status" className={styles.status}>
        {[live.news, said].filter(Boolean).join(' ')}
      </p>

      {canCall && (
        <section aria-labelledby="call-title" className={styles.call}>
          <h2 id="call-title" className={styles.heading}>
            {initial.mode === 'video' ? 'Video call' : 'Audio call'}
          </h2>
          <p className={styles.muted}>Calls are not recorded. Only you and {other.toLowerCase()} take part.</p>
          <div className={styles.videos}>
            <video
              ref={remoteVideo}
              className={styles.remote}
              autoPlay
              playsInline
              aria-label={`${other}’s video`}
              data-testid="remote-video"
              hidden={!call.connected}
            />
            <video
              ref={localVideo}
              className={styles.local}
              autoPlay
              playsInline
              muted
              aria-label="Your camera"
              hidden={!call.joined || call.mode !== 'video'}
            />
          </div>
          <div className={styles.buttons}>
            {!call.joined && initial.mode === 'video' && (
              <button type="button" onClick={() => void callRef.current?.join('video')}>
                Start video call
              </button>
            )}
            {!call.joined && (
              <button
                type="button"
                className={initial.mode === 'video' ? 'secondary' : undefined}
                onClick={() => void callRef.current?.join('audio')}
              >
                Start audio call
              </button>
            )}
            {call.joined && (
              <>
                <button type="button" aria-pressed={call.muted} onClick={() => callRef.current?.setMuted(!call.muted)}>
                  Mute
                </button>
                {call.mode === 'video' && (
                  <button
                    type="button"
                    aria-pressed={call.cameraOff}
                    onClick={() => callRef.current?.setCameraOff(!call.cameraOff)}
                  >
                    Camera off
                  </button>
                )}
                <button type="button" className={styles.hangUp} onClick={() => void callRef.current?.hangUp()}>
                  Hang up
                </button>
              </>
            )}
          </div>
        </section>
      )}

      <Chat roomId={initial.id} chat={room.chat} messages={messages} side={initial.side} onSent={live.add} />

      {initial.side === 'doctor' && (
        <section aria-labelledby="doctor-title" className={styles.section}>
          <h2 id="doctor-title" className={styles.heading}>
            For the doctor
          </h2>
          <div className={styles.buttons}>
            <Link to={`/staff/consultations/${initial.id}/prescription`}>Notes, history and e-prescription</Link>
            <Link to="/staff/consultations">Back to the desk</Link>
          </div>
          {room.state === 'in_progress' && (
            <Form method="post" className={styles.buttons}>
              <input type="hidden" name="_csrf" value={csrf} />
              <button type="submit" name="intent" value="complete">
                Complete consultation
              </button>
            </Form>
          )}
        </section>
      )}
    </div>
  )
}

function Chat(props: {
  roomId: number
  chat: boolean
  messages: RoomMessage[]
  side: 'patient' | 'doctor'
  onSent: (m: RoomMessage) => void
}) {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const file = useRef<HTMLInputElement>(null)
  const base = roomApiPath(props.roomId)

  async function send(e: FormEvent) {
    e.preventDefault()
    setProblem(null)
    if (text.trim() === '') return setProblem('Please write a message')
    setBusy(true)
    try {
      const answer = await api().post<{ data: RoomMessage }>(`${base.replace('/pwa-api', '')}/messages`, { text })
      props.onSent(answer.data)
      setText('')
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : 'The message could not be sent. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  async function sendFile(e: FormEvent) {
    e.preventDefault()
    setProblem(null)
    const chosen = file.current?.files?.[0]
    if (!chosen) return setProblem('Please choose a PDF, JPEG or PNG file')
    if (chosen.size > 10 * 1024 * 1024) return setProblem(`${chosen.name} is larger than 10 MB`)
    setBusy(true)
    try {
      const form = new FormData()
      form.append('file', chosen)
      const res = await fetch(`${base}/files`, {
        method: 'POST',
        headers: { 'x-csrf-token': readCsrfMeta() ?? '' },
        body: form,
      })
      const body = (await res.json().catch(() => null)) as { data?: RoomMessage; message?: string } | null
      if (!res.ok || !body?.data) return setProblem(body?.message ?? 'The file could not be sent. Please try again.')
      props.onSent(body.data)
      if (file.current) file.current.value = ''
    } catch {
      setProblem('The file could not be sent. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="chat-title" className={styles.section}>
      <h2 id="chat-title" className={styles.heading}>
        Chat
      </h2>
      <div className={styles.messages} role="log" aria-live="polite" aria-label="Messages">
        <ol className={styles.list}>
          {props.messages.length === 0 && <li className={styles.muted}>No messages yet.</li>}
          {props.messages.map((m) => (
            <li key={m.id} className={m.side === props.side ? styles.mine : styles.theirs}>
              <p className={styles.author}>
                {m.side === props.side ? 'You' : m.author} · <time dateTime={m.at}>{time.format(new Date(m.at))}</time>
              </p>
              {m.text && <p className={styles.text}>{m.text}</p>}
              {m.file && (
                <p className={styles.text}>
                  <a href={m.file.url} download={m.file.name}>
                    {m.file.name}
                  </a>{' '}
                  <span className={styles.muted}>({kb(m.file.bytes)})</span>
                </p>
              )}
            </li>
          ))}
        </ol>
      </div>
      {props.chat ? (
        <>
          <form onSubmit={send} className={styles.compose} noValidate>
            <label htmlFor="room-message">Your message</label>
            <textarea
              id="room-message"
              name="text"
              rows={2}
              maxLength={MAX_MESSAGE_CHARS}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={problem !== null}
              aria-describedby={problem ? 'room-problem' : undefined}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) void send(e)
              }}
            />
            <button type="submit" disabled={busy}>
              Send
            </button>
          </form>
          <form onSubmit={sendFile} className={styles.compose}>
            <label htmlFor="room-file">Send a report or photo (PDF, JPEG or PNG, up to 10 MB)</label>
            <input id="room-file" ref={file} type="file" name="file" accept="application/pdf,image/jpeg,image/png" />
            <button type="submit" className="secondary" disabled={busy}>
              Send file
            </button>
          </form>
          {problem && (
            <p id="room-problem" role="alert" className={styles.error}>
              {problem}
            </p>
          )}
        </>
      ) : (
        <p className={styles.muted}>The chat is closed.</p>
      )}
    </section>
  )
}

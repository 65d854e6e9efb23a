import { useEffect, useRef, useState } from 'react'
import type { Room, RoomMessage, RoomSignal, RoomStateEvent } from '../../contracts/consultation-room'
import {
  ROOM_MESSAGE_EVENT,
  ROOM_PRESENCE_EVENT,
  ROOM_RESYNC_EVENT,
  ROOM_SIGNAL_EVENT,
  ROOM_STATE_EVENT,
  roomApiPath,
} from '../../core/consultations/room.ts'
import { api } from '~/lib/api'

// The room's live side in the browser (issue 24 §4): enters the room once hydrated (the state moves the first time
// each side comes), listens to the room's stream (messages of both sides, the other side's signals, state changes),
// and reads the transcript again after the stream comes back from a break (events may have been missed meanwhile).

export interface LiveRoom {
  room: Room
  messages: RoomMessage[]
  /** The stream is open. */
  live: boolean
  /** What the room last said about the other side ('The doctor has joined.'). */
  news: string | null
  add(message: RoomMessage): void
}

const merge = (list: RoomMessage[], more: RoomMessage[]) => {
  const seen = new Set(list.map((m) => m.id))
  return [...list, ...more.filter((m) => !seen.has(m.id))].sort((a, b) => a.id - b.id)
}

export function useRoom(initial: Room, onSignal: (signal: RoomSignal) => void, onPresence: () => void): LiveRoom {
  const [room, setRoom] = useState(initial)
  const [messages, setMessages] = useState(initial.messages)
  const [live, setLive] = useState(false)
  const [news, setNews] = useState<string | null>(null)
  const signal = useRef(onSignal)
  const presence = useRef(onPresence)
  useEffect(() => {
    signal.current = onSignal
    presence.current = onPresence
  })
  const last = useRef(0)
  useEffect(() => {
    last.current = messages.at(-1)?.id ?? 0
  }, [messages])

  useEffect(() => {
    const base = roomApiPath(initial.id)
    let closed = false
    const other = initial.side === 'patient' ? 'The doctor' : 'The patient'
    if (initial.calls || initial.chat) {
      api()
        .post<{ data: Room }>(`${base.replace('/pwa-api', '')}/enter`, {})
        .then((answer) => {
          if (closed) return
          setRoom((r) => ({ ...answer.data, messages: r.messages }))
          setMessages((m) => merge(m, answer.data.messages))
        })
        .catch(() => undefined)
    }
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(`${base}/stream`)
    let opened = false
    const catchUp = () =>
      api()
        .get<{ data: { messages: RoomMessage[] } }>(`${base.replace('/pwa-api', '')}/messages`, {
          after: last.current || undefined,
        })
        .then((answer) => !closed && setMessages((m) => merge(m, answer.data.messages)))
        .catch(() => undefined)
    source.addEventListener('open', () => {
      setLive(true)
      if (opened) void catchUp()
      opened = true
    })
    source.addEventListener('error', () => setLive(false))
    source.addEventListener(ROOM_MESSAGE_EVENT, (e) => {
      const m = JSON.parse((e as MessageEvent<string>).data) as RoomMessage
      setMessages((list) => merge(list, [m]))
    })
    source.addEventListener(ROOM_SIGNAL_EVENT, (e) => {
      signal.current(JSON.parse((e as MessageEvent<string>).data) as RoomSignal)
    })
    source.addEventListener(ROOM_STATE_EVENT, (e) => {
      const s = JSON.parse((e as MessageEvent<string>).data) as RoomStateEvent
      setRoom((r) => ({
        ...r,
        state: s.state,
        state_label: s.state_label,
        calls: s.state === 'completed' ? false : r.calls,
        other_joined: r.other_joined || s.by !== r.side,
      }))
      if (s.by !== initial.side && s.what === 'joined') setNews(`${other} has joined the room.`)
      if (s.what === 'completed') setNews('The doctor has completed the consultation. The follow-up chat stays open for 7 days.')
    })
    source.addEventListener(ROOM_RESYNC_EVENT, () => void catchUp())
    source.addEventListener(ROOM_PRESENCE_EVENT, () => presence.current())
    return () => {
      closed = true
      source.close()
    }
  }, [initial.id, initial.side, initial.calls, initial.chat])

  return { room, messages, live, news, add: (m) => setMessages((list) => merge(list, [m])) }
}

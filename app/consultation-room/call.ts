import type { IceServer, RoomSignal } from '../../contracts/consultation-room'
import { type CallMode, fallBack } from '../../core/consultations/room.ts'

// A call between the two browsers of a consultation room (issue 24 §4): one RTCPeerConnection, signalled through our
// server (POST to send, the room's stream to receive), with the 'perfect negotiation' pattern (W3C WebRTC 1.0 §10.7,
// MDN 'Establishing a connection: The WebRTC perfect negotiation pattern'): either side may start or renegotiate at any
// moment; on a collision the polite side (the patient) gives way and the impolite one (the doctor) keeps its offer.
// Media fall back video → audio → chat when a device fails or the network cannot carry the call, and the page says so.
// Nothing is recorded: the media go from one browser to the other, never to our server.

export interface CallEvents {
  /** The other side's media (their video and audio), or null when the call ends. */
  remote(stream: MediaStream | null): void
  /** Our own camera's picture (muted locally), or null. */
  local(stream: MediaStream | null): void
  /** What the page says ('Your camera is not available: continuing with audio.'). */
  say(text: string): void
  /** The call's state for the buttons. */
  state(state: CallState): void
}

export interface CallState {
  /** Our media are in the call (we pressed Start or Join). */
  joined: boolean
  /** The other side's media reach us. */
  connected: boolean
  mode: CallMode
  muted: boolean
  cameraOff: boolean
}

export type SendSignal = (signal: RoomSignal) => Promise<unknown>

export interface CallOptions {
  /** The patient's side gives way on an offer collision; the doctor's keeps its own. */
  polite: boolean
  iceServers: readonly IceServer[]
  mode: CallMode
  send: SendSignal
  events: CallEvents
  /** How the other side is named in messages ('The doctor', 'The patient'). */
  other: string
}

export class RoomCall {
  private pc: RTCPeerConnection | null = null
  private makingOffer = false
  private ignoreOffer = false
  private restarted = false
  private media: MediaStream | null = null
  private chain: Promise<void> = Promise.resolve()
  private outgoing: Promise<unknown> = Promise.resolve()
  private current: CallState

  private readonly opts: CallOptions

  constructor(opts: CallOptions) {
    this.opts = opts
    this.current = { joined: false, connected: false, mode: opts.mode, muted: false, cameraOff: false }
  }

  /**
   * Sends signals one after another: each POST leaves once the one before it has been answered (kept), so the other side
   * receives them in the order made (an offer before its ICE candidates), whichever instance takes each POST.
   */
  private post(signal: RoomSignal): Promise<unknown> {
    const sent = this.outgoing.then(() => this.opts.send(signal))
    this.outgoing = sent.catch(() => undefined)
    return sent
  }

  private update(change: Partial<CallState>) {
    this.current = { ...this.current, ...change }
    this.opts.events.state(this.current)
  }

  private connection(): RTCPeerConnection {
    if (this.pc) return this.pc
    const pc = new RTCPeerConnection({ iceServers: this.opts.iceServers as RTCIceServer[] })
    this.pc = pc
    const failed = () => this.opts.events.say('The call could not be set up. Please try again.')
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true
        await pc.setLocalDescription()
        const d = pc.localDescription
        // Sent, not awaited: 'making an offer' ends with the description set (the pattern's own order). Counted until
        // our server had answered the POST, the other side's offer that came meanwhile (its tracks, after answering
        // ours) was taken for a collision and ignored by the impolite side: its camera never reached us.
        if (d && (d.type === 'offer' || d.type === 'answer')) {
          this.post({ kind: 'description', description: { type: d.type, sdp: d.sdp } }).catch(failed)
        }
      } catch {
        failed()
      } finally {
        this.makingOffer = false
      }
    }
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate) return
      const c = candidate.toJSON()
      void this.post({
        kind: 'candidate',
        candidate: {
          candidate: c.candidate ?? '',
          sdpMid: c.sdpMid ?? null,
          sdpMLineIndex: c.sdpMLineIndex ?? null,
          usernameFragment: c.usernameFragment ?? null,
        },
      }).catch(() => undefined)
    }
    pc.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? new MediaStream([track])
      this.opts.events.remote(stream)
      this.update({ connected: true })
    }
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed') {
        if (!this.restarted) {
          // Once: new ICE candidates (a network change, a TURN server that answered late).
          this.restarted = true
          pc.restartIce()
          return
        }
        const next = fallBack(this.current.mode, 'network')
        this.opts.events.say(next.message)
        void this.hangUp()
      }
    }
    return pc
  }

  /** Our camera and microphone into the call (video, or audio): falls back when a device is missing or refused. */
  async join(mode: CallMode): Promise<void> {
    if (this.current.joined || mode === 'chat') return
    let stream: MediaStream | null = null
    let now: CallMode = mode
    // What the page says: the fall back, if any, else that we are in the call.
    let notice: string | null = null
    if (now === 'video') {
      stream = await navigator.mediaDevices?.getUserMedia({ video: true, audio: true }).catch(() => null)
      if (!stream) {
        const next = fallBack('video', 'camera')
        notice = next.message
        now = next.mode
      }
    }
    if (!stream && now === 'audio') {
      stream = await navigator.mediaDevices?.getUserMedia({ audio: true }).catch(() => null)
      if (!stream) {
        const next = fallBack('audio', 'microphone')
        notice = next.message
        now = next.mode
      }
    }
    if (!stream) {
      this.opts.events.say(notice ?? fallBack('audio', 'microphone').message)
      this.update({ mode: 'chat' })
      return
    }
    this.media = stream
    this.opts.events.local(now === 'video' ? stream : null)
    const pc = this.connection()
    for (const track of stream.getTracks()) pc.addTrack(track, stream)
    this.update({ joined: true, mode: now, muted: false, cameraOff: false })
    this.opts.events.say(notice ?? (now === 'video' ? 'You are in the video call.' : 'You are in the audio call.'))
  }

  /** A signal from the other side, handled in the order received. */
  receive(signal: RoomSignal): void {
    this.chain = this.chain.then(() => this.handle(signal)).catch(() => undefined)
  }

  private async handle(signal: RoomSignal): Promise<void> {
    if (signal.kind === 'hangup') {
      if (this.pc) this.opts.events.say(`${this.opts.other} left the call.`)
      this.close()
      return
    }
    if (signal.kind === 'description') {
      const pc = this.connection()
      const description = signal.description
      const collision = description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable')
      this.ignoreOffer = !this.opts.polite && collision
      if (this.ignoreOffer) return
      await pc.setRemoteDescription(description)
      if (description.type === 'offer') {
        if (!this.current.joined) this.opts.events.say(`${this.opts.other} started a call. Join it to be seen and heard.`)
        await pc.setLocalDescription()
        const d = pc.localDescription
        if (d) await this.post({ kind: 'description', description: { type: 'answer', sdp: d.sdp } })
      }
      return
    }
    // A candidate of an offer we ignored (or of a call already closed) is dropped.
    if (!this.pc || !this.pc.remoteDescription) return
    try {
      await this.pc.addIceCandidate(signal.candidate)
    } catch (err) {
      if (!this.ignoreOffer) throw err
    }
  }

  /** The other side's stream (re)opened: our offer, if still unanswered, may never have reached it. */
  otherListening(): void {
    this.chain = this.chain
      .then(async () => {
        const pc = this.pc
        const d = pc?.localDescription
        if (pc && d && pc.signalingState === 'have-local-offer' && d.type === 'offer') {
          await this.post({ kind: 'description', description: { type: 'offer', sdp: d.sdp } })
        }
      })
      .catch(() => undefined)
  }

  setMuted(muted: boolean) {
    for (const t of this.media?.getAudioTracks() ?? []) t.enabled = !muted
    this.update({ muted })
    this.opts.events.say(muted ? 'Your microphone is off.' : 'Your microphone is on.')
  }

  setCameraOff(off: boolean) {
    for (const t of this.media?.getVideoTracks() ?? []) t.enabled = !off
    this.update({ cameraOff: off })
    this.opts.events.say(off ? 'Your camera is off.' : 'Your camera is on.')
  }

  /** Leaves the call and tells the other side. */
  async hangUp(): Promise<void> {
    const wasIn = this.pc !== null
    this.close()
    if (wasIn) await this.post({ kind: 'hangup' }).catch(() => undefined)
  }

  /** Ends our side: the connection closed, our camera and microphone released. */
  close(): void {
    this.pc?.close()
    this.pc = null
    this.makingOffer = false
    this.ignoreOffer = false
    this.restarted = false
    for (const t of this.media?.getTracks() ?? []) t.stop()
    this.media = null
    this.opts.events.local(null)
    this.opts.events.remote(null)
    this.update({ joined: false, connected: false, muted: false, cameraOff: false, mode: this.opts.mode })
  }
}

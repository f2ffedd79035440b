// Load generator for the booking path: each simulated customer checks a vehicle's availability
// for a random window and then books it, in a closed loop (thinkMs 0) or pausing a random
// 0..2·thinkMs before each request. Prints latencies, statuses and its own CPU time as JSON.
//
// It shares the machine's two cores with the server and PostgreSQL, so it does as little as it
// can per request: each customer keeps one HTTP/1.1 connection open, the requests' text is
// assembled from parts made once per window (its query parameters and its JSON body), and a
// response is read just far enough for its status, its length and, for a 201, the new id.
// fetch cost this process about 500 µs of CPU per request, node:http about 230 µs.
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_COMPANY_TIME_ZONE, formatRequestDateTime, toWallClock } from '@keyturn/shared';

interface Plan {
  baseUrl: string;
  /** Each simulated customer's people, as sessions: one after another, each up to the limit. */
  people: string[][];
  bookingsPerPerson: number;
  carIds: number[];
  seconds: number;
  thinkMs: number;
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Plan;
const target = new URL(plan.baseUrl);
const HOUR = 3_600_000;
const HOURS = 80 * 24;
const LONGEST_HOURS = 4;
const firstHour = Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR;

/** The request form of every hour a window can start or end at. */
const wallClocks = Array.from({ length: HOURS + LONGEST_HOURS }, (_, hour) =>
  formatRequestDateTime(toWallClock(new Date(firstHour + hour * HOUR), DEFAULT_COMPANY_TIME_ZONE)),
);

interface WindowText {
  /** The availability check's query parameters after carId. */
  query: string;
  /** The booking's JSON body and its Content-Length header. */
  body: string;
}

/** What a window of `hours` from `pickUpHour` looks like in both requests, made once. */
const windowTexts: WindowText[] = [];
function windowText(pickUpHour: number, hours: number): WindowText {
  const index = pickUpHour * LONGEST_HOURS + hours - 1;
  let text = windowTexts[index];
  if (!text) {
    const pickUp = wallClocks[pickUpHour]!;
    const dropOff = wallClocks[pickUpHour + hours]!;
    const query = new URLSearchParams({ pickUpDateTime: pickUp, dropOffDateTime: dropOff });
    const body = JSON.stringify({
      pickUpTime: pickUp,
      dropOffTime: dropOff,
      pickUpLocation: 'Union Square',
      dropOffLocation: 'Ferry Building',
    });
    text = {
      query: `&${query.toString()}`,
      body: `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    };
    windowTexts[index] = text;
  }
  return text;
}
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

const latencies = { availability: [] as number[], booking: [] as number[] };
const statuses: Record<string, number> = {};
const count = (key: string) => (statuses[key] = (statuses[key] ?? 0) + 1);
const createdIds: number[] = [];

interface Response {
  status: number;
  body: string;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i;

/** One customer's keep-alive connection: one request at a time, as a browser tab would. */
class Connection {
  private socket: Socket | null = null;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: {
    resolve: (response: Response) => void;
    reject: (error: Error) => void;
  } | null = null;

  private open(): Socket {
    const socket = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    const fail = (error: Error) => {
      if (this.socket === socket) this.socket = null;
      this.buffered = Buffer.alloc(0);
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('the server closed the connection')));
    this.socket = socket;
    return socket;
  }

  send(request: string): Promise<Response> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      (this.socket ?? this.open()).write(request);
    });
  }

  /** Completes the request once the whole response (headers and Content-Length bytes) is in. */
  private received(chunk: Buffer) {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headerEnd = this.buffered.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headerEnd);
    const length = CONTENT_LENGTH.exec(head);
    if (!length) {
      this.socket?.destroy(new Error(`a response without Content-Length: ${head}`));
      return;
    }
    const end = headerEnd + HEADER_END.length + Number(length[1]);
    if (this.buffered.length < end) return;
    const body = this.buffered.toString('utf8', headerEnd + HEADER_END.length, end);
    this.buffered = this.buffered.subarray(end);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve({ status: Number(head.slice(9, 12)), body });
  }

  close() {
    this.socket?.destroy();
  }
}

async function timed(connection: Connection, request: string, into: number[]) {
  if (plan.thinkMs > 0) await sleep(Math.random() * 2 * plan.thinkMs);
  const started = performance.now();
  const response = await connection.send(request);
  into.push(performance.now() - started);
  return response;
}

async function customer(people: string[], until: number) {
  const connection = new Connection();
  let person = 0;
  let held = 0;
  let headers = '';
  const nextPerson = () => {
    if (person >= people.length) throw new Error('a simulated customer ran out of people');
    headers = `Host: ${target.host}\r\nAuthorization: Bearer ${people[person]}\r\n`;
    person += 1;
    held = 0;
  };
  nextPerson();
  try {
    while (Date.now() < until) {
      const carId = pick(plan.carIds);
      const slot = windowText(
        Math.floor(Math.random() * HOURS),
        1 + Math.floor(Math.random() * LONGEST_HOURS),
      );
      const check = await timed(
        connection,
        `GET /api/reservations/auth?carId=${carId}${slot.query} HTTP/1.1\r\n${headers}\r\n`,
        latencies.availability,
      );
      count(`availability ${check.status}`);
      const booked = await timed(
        connection,
        `POST /api/reservations/add?carId=${carId} HTTP/1.1\r\n${headers}` +
          `Content-Type: application/json\r\n${slot.body}`,
        latencies.booking,
      );
      count(`booking ${booked.status}`);
      if (booked.status === 201) {
        createdIds.push((JSON.parse(booked.body) as { id: number }).id);
        held += 1;
        if (held === plan.bookingsPerPerson) nextPerson();
      }
    }
  } finally {
    connection.close();
  }
}

const until = Date.now() + plan.seconds * 1000;
await Promise.all(plan.people.map((people) => customer(people, until)));
const cpu = process.cpuUsage();
process.stdout.write(
  JSON.stringify({ latencies, statuses, createdIds, cpuMs: (cpu.user + cpu.system) / 1000 }),
);

import { execFile, spawnSync } from 'node:child_process';

/**
 * An independent iCalendar parser: Python's `icalendar` (Debian python3-icalendar, installed
 * by scripts/provision-test-machine.sh). It reads what the app wrote and answers what a
 * calendar would see, so our writer is not checked by our own reading of it.
 */
// Debian's interpreter first: a python3 earlier on PATH (pyenv) does not see Debian's packages.
const python = ['/usr/bin/python3', 'python3'].find(
  (binary) => spawnSync(binary, ['-c', 'import icalendar'], { stdio: 'ignore' }).status === 0,
);
export const icalendarAvailable = python !== undefined;

/** ORGANIZER or ATTENDEE: the address and the CN a calendar shows. */
export interface ParsedPerson {
  address: string;
  cn: string | null;
}

export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string | null;
  /** DTSTART as a calendar resolves it: ISO with the offset of its TZID, and the TZID. */
  start: string;
  startTzid: string | null;
  end: string;
  stamp: string;
  organizer: ParsedPerson | null;
  attendees: ParsedPerson[];
}

export interface ParsedCalendar {
  method: string | null;
  timezones: string[];
  events: ParsedEvent[];
}

// Debian's icalendar (4.x) hands a parameter value back as written, RFC 6868's ^ escapes
// included: the script decodes them (^^ ^' ^n) as a calendar that knows the RFC would.
const SCRIPT = `
import sys, json, re, icalendar
def person(prop):
    cn = prop.params.get("CN")
    if cn is not None:
        cn = re.sub(r"\\^([\\^'n])", lambda m: {"^": "^", "'": '"', "n": "\\n"}[m.group(1)], str(cn))
    return {"address": str(prop), "cn": cn}
def people(value):
    if value is None:
        return []
    return [person(p) for p in (value if isinstance(value, list) else [value])]
cal = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
out = {"method": str(cal.get("METHOD")) if cal.get("METHOD") else None, "timezones": [], "events": []}
for c in cal.walk():
    if c.name == "VTIMEZONE":
        out["timezones"].append(str(c.get("TZID")))
    if c.name == "VEVENT":
        start = c.get("DTSTART")
        out["events"].append({
            "uid": str(c.get("UID")),
            "sequence": int(c.get("SEQUENCE", 0)),
            "status": str(c.get("STATUS")),
            "summary": str(c.get("SUMMARY")),
            "location": str(c.get("LOCATION")) if c.get("LOCATION") is not None else None,
            "start": start.dt.isoformat(),
            "startTzid": start.params.get("TZID"),
            "end": c.get("DTEND").dt.isoformat(),
            "stamp": c.get("DTSTAMP").dt.isoformat(),
            "organizer": person(c.get("ORGANIZER")) if c.get("ORGANIZER") is not None else None,
            "attendees": people(c.get("ATTENDEE")),
        })
print(json.dumps(out))
`;

/**
 * Asynchronous on purpose: Python takes 0.1-0.2 s idle and seconds under load, and a test
 * process whose event loop is held that long wakes with pooled keep-alive connections the
 * server has already closed (undici ages an idle connection by its own timer's turns, not by
 * the wall clock), so the test's next request met "other side closed".
 */
export async function parseIcalendar(text: string): Promise<ParsedCalendar> {
  const binary = python;
  if (!binary)
    throw new Error('python3-icalendar is not installed (scripts/provision-test-machine.sh)');
  const output = await new Promise<string>((resolve, reject) => {
    const child = execFile(binary, ['-c', SCRIPT], { encoding: 'utf8' }, (error, stdout, stderr) =>
      error ? reject(new Error(`icalendar: ${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end(text);
  });
  return JSON.parse(output) as ParsedCalendar;
}

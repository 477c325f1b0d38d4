import { execFileSync, spawnSync } from 'node:child_process';

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

export function parseIcalendar(text: string): ParsedCalendar {
  if (!python)
    throw new Error('python3-icalendar is not installed (scripts/provision-test-machine.sh)');
  const output = execFileSync(python, ['-c', SCRIPT], { input: text, encoding: 'utf8' });
  return JSON.parse(output) as ParsedCalendar;
}

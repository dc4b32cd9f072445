"""A small Parquet reader for the golden values of the Parquet fixtures, written from the format
specification (apache/parquet-format: parquet.thrift, Encodings.md) without pyarrow, which
Debian 12 does not package. It reads what the fixtures hold: flat and struct columns (no
repeated fields), PLAIN and dictionary encodings, data pages v1 and v2, UNCOMPRESSED, SNAPPY and
GZIP. Independent of the app's reader (hyparquet), so the golden test checks one against the
other.

    columns = read_parquet(path, ["metric.acc", "item_id"])  # {path: [value or None per row]}
"""
import struct
import zlib

# ---- Thrift compact protocol (only what FileMetaData and PageHeader need) ----------------------


class Reader:
    def __init__(self, data, pos=0):
        self.data = data
        self.pos = pos

    def byte(self):
        b = self.data[self.pos]
        self.pos += 1
        return b

    def varint(self):
        shift = result = 0
        while True:
            b = self.byte()
            result |= (b & 0x7F) << shift
            if not b & 0x80:
                return result
            shift += 7

    def zigzag(self):
        n = self.varint()
        return (n >> 1) ^ -(n & 1)

    def binary(self):
        n = self.varint()
        v = self.data[self.pos : self.pos + n]
        self.pos += n
        return bytes(v)

    def value(self, t):
        if t in (1, 2):  # booleans in a struct field header
            return t == 1
        if t == 3:
            return struct.unpack("b", bytes([self.byte()]))[0]
        if t in (4, 5, 6):
            return self.zigzag()
        if t == 7:
            v = struct.unpack("<d", self.data[self.pos : self.pos + 8])[0]
            self.pos += 8
            return v
        if t == 8:
            return self.binary()
        if t in (9, 10):
            return self.list()
        if t == 12:
            return self.struct()
        raise ValueError(f"thrift type {t}")

    def list(self):
        head = self.byte()
        n, t = head >> 4, head & 0x0F
        if n == 15:
            n = self.varint()
        if t in (1, 2):
            return [self.byte() == 1 for _ in range(n)]
        return [self.value(t) for _ in range(n)]

    def struct(self):
        out = {}
        last = 0
        while True:
            head = self.byte()
            if head == 0:
                return out
            delta, t = head >> 4, head & 0x0F
            fid = last + delta if delta else self.zigzag()
            out[fid] = self.value(t)
            last = fid


# ---- Encodings --------------------------------------------------------------------------------


def snappy_decompress(src):
    r = Reader(src)
    length = r.varint()
    out = bytearray()
    while r.pos < len(src):
        tag = r.byte()
        kind = tag & 3
        if kind == 0:
            n = tag >> 2
            if n >= 60:
                extra = n - 59
                n = int.from_bytes(src[r.pos : r.pos + extra], "little")
                r.pos += extra
            n += 1
            out += src[r.pos : r.pos + n]
            r.pos += n
            continue
        if kind == 1:
            n = ((tag >> 2) & 7) + 4
            offset = ((tag >> 5) << 8) | r.byte()
        elif kind == 2:
            n = (tag >> 2) + 1
            offset = int.from_bytes(src[r.pos : r.pos + 2], "little")
            r.pos += 2
        else:
            n = (tag >> 2) + 1
            offset = int.from_bytes(src[r.pos : r.pos + 4], "little")
            r.pos += 4
        for _ in range(n):
            out.append(out[-offset])
    assert len(out) == length
    return bytes(out)


def decompress(codec, data):
    if codec == 0:
        return data
    if codec == 1:
        return snappy_decompress(data)
    if codec == 2:
        return zlib.decompress(data, 16 + zlib.MAX_WBITS)
    raise ValueError(f"codec {codec}")


def rle_hybrid(data, bit_width, count):
    """The RLE/bit-packed hybrid of Encodings.md (levels and dictionary indices)."""
    out = []
    r = Reader(data)
    byte_width = (bit_width + 7) // 8
    while len(out) < count and r.pos < len(data):
        head = r.varint()
        if head & 1:
            groups = head >> 1
            nbytes = groups * bit_width
            bits = int.from_bytes(data[r.pos : r.pos + nbytes], "little")
            r.pos += nbytes
            for k in range(groups * 8):
                out.append((bits >> (k * bit_width)) & ((1 << bit_width) - 1))
        else:
            value = int.from_bytes(data[r.pos : r.pos + byte_width], "little")
            r.pos += byte_width
            out += [value] * (head >> 1)
    return out[:count]


def plain(ptype, data, count):
    if ptype == 0:  # BOOLEAN, bit-packed
        return [bool((data[k // 8] >> (k % 8)) & 1) for k in range(count)]
    if ptype == 1:
        return list(struct.unpack(f"<{count}i", data[: 4 * count]))
    if ptype == 2:
        return list(struct.unpack(f"<{count}q", data[: 8 * count]))
    if ptype == 4:
        return list(struct.unpack(f"<{count}f", data[: 4 * count]))
    if ptype == 5:
        return list(struct.unpack(f"<{count}d", data[: 8 * count]))
    if ptype == 6:
        r = Reader(data)
        out = []
        for _ in range(count):
            n = int.from_bytes(data[r.pos : r.pos + 4], "little")
            r.pos += 4
            out.append(data[r.pos : r.pos + n].decode("utf-8"))
            r.pos += n
        return out
    raise ValueError(f"type {ptype}")


# ---- Files ------------------------------------------------------------------------------------


def _schema_paths(schema):
    """Leaf path -> (type, max definition level), from the depth-first schema list."""
    leaves = {}
    pos = 1

    def walk(prefix, level, n):
        nonlocal pos
        for _ in range(n):
            el = schema[pos]
            pos += 1
            name = el[4].decode()
            lvl = level + (1 if el.get(3) == 1 else 0)  # repetition 1 = OPTIONAL
            children = el.get(5, 0)
            if children:
                walk(prefix + [name], lvl, children)
            else:
                leaves[".".join(prefix + [name])] = (el.get(1), lvl)

    walk([], 0, schema[0].get(5, 0))
    return leaves


def read_parquet(path, wanted):
    data = open(path, "rb").read()
    assert data[:4] == b"PAR1" and data[-4:] == b"PAR1"
    meta_len = int.from_bytes(data[-8:-4], "little")
    meta = Reader(data, len(data) - 8 - meta_len).struct()
    leaves = _schema_paths(meta[2])
    out = {w: [] for w in wanted}
    for group in meta[4]:
        for chunk in group[1]:
            cm = chunk[3]
            key = ".".join(p.decode() for p in cm[3])
            if key not in out:
                continue
            ptype, max_def = leaves[key]
            out[key] += _read_chunk(data, cm, ptype, max_def)
    return out


def _read_chunk(data, cm, ptype, max_def):
    codec, num_values = cm[4], cm[5]
    pos = cm.get(11) or cm[9]  # dictionary page offset, else data page offset
    end = pos + cm[7]
    dictionary = None
    values = []
    while pos < end and len(values) < num_values:
        r = Reader(data, pos)
        header = r.struct()
        body = data[r.pos : r.pos + header[3]]
        pos = r.pos + header[3]
        ptype_page = header[1]
        if ptype_page == 2:  # dictionary page
            d = header[7]
            dictionary = plain(ptype, decompress(codec, body), d[1])
        elif ptype_page == 0:  # data page v1
            h = header[5]
            page = decompress(codec, body)
            values += _page_values(page, h[1], h[2], max_def, ptype, dictionary, v1=True)
        elif ptype_page == 3:  # data page v2
            h = header[8]
            n, rep_len, def_len = h[1], h[6], h[5]
            levels = body[: rep_len + def_len]
            rest = body[rep_len + def_len :]
            if h.get(7, True) is not False:
                rest = decompress(codec, rest)
            defs = rle_hybrid(levels[rep_len:], max_def.bit_length(), n) if max_def else [0] * n
            values += _decode(rest, h[4], defs, max_def, ptype, dictionary)
    return values


def _page_values(page, n, encoding, max_def, ptype, dictionary, v1):
    defs = [0] * n
    if max_def:
        length = int.from_bytes(page[:4], "little")
        defs = rle_hybrid(page[4 : 4 + length], max_def.bit_length(), n)
        page = page[4 + length :]
    return _decode(page, encoding, defs, max_def, ptype, dictionary)


def _decode(page, encoding, defs, max_def, ptype, dictionary):
    present = sum(1 for d in defs if d == max_def)
    if encoding in (2, 8):  # PLAIN_DICTIONARY, RLE_DICTIONARY
        bit_width = page[0]
        vals = [dictionary[k] for k in rle_hybrid(page[1:], bit_width, present)]
    else:
        vals = plain(ptype, page, present)
    it = iter(vals)
    return [next(it) if d == max_def else None for d in defs]

import json, collections, sys
sys.path.insert(0, '/work/h-l2/.tmp-l2')
from tr3 import T
en = json.load(open('/work/h-l2/locales/email/en.json'), object_pairs_hook=collections.OrderedDict)
def shape(src, tr, path=''):
    out = collections.OrderedDict()
    for k, v in src.items():
        if k not in tr: raise SystemExit(f'missing {path}{k}')
        out[k] = shape(v, tr[k], f'{path}{k}.') if isinstance(v, dict) else tr[k]
    extra = set(tr) - set(src)
    if extra: raise SystemExit(f'extra {path}{extra}')
    return out
for code, tr in T.items():
    data = shape(en, tr, code + ':')
    with open(f'/work/h-l2/locales/email/{code}.json', 'w') as f:
        json.dump(data, f, ensure_ascii=False, indent=2); f.write('\n')
print(len(T))

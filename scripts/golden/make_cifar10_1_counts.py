"""Per-class correct counts of CIFAR-10.1 v6's 30 models, for the worst-case search's golden test
(tests/fixtures/worst-case/cifar10_1-v6-class-counts.json). Needs a checkout of
https://github.com/modestyachts/CIFAR-10.1 (commit d9982abb0bfc4846b8d13a11e66b887d946205d0):

    python3 scripts/golden/make_cifar10_1_counts.py /path/to/CIFAR-10.1

Only the 30 x 10 counts are written (how many of each class's 200 images each model gets right):
no images, labels or per-image predictions.
"""
import json
import pathlib
import sys

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "fixtures" / "worst-case" / "cifar10_1-v6-class-counts.json"
CLASSES = ["airplane", "automobile", "bird", "cat", "deer", "dog", "frog", "horse", "ship", "truck"]


def main(repo):
    repo = pathlib.Path(repo)
    labels = np.load(repo / "datasets" / "cifar10.1_v6_labels.npy")
    assert (np.bincount(labels) == 200).all()
    models, num = [], []
    for path in sorted((repo / "model_predictions" / "v6_predictions").glob("*_predictions.json")):
        right = np.array(json.loads(path.read_text())) == labels
        models.append(path.name[: -len("_predictions.json")])
        num.append([int(right[labels == g].sum()) for g in range(len(CLASSES))])
    out = {
        "source": (
            "https://github.com/modestyachts/CIFAR-10.1 (commit "
            "d9982abb0bfc4846b8d13a11e66b887d946205d0): model_predictions/v6_predictions/*.json "
            "(each model's predicted class for the 2,000 images of CIFAR-10.1 v6) and "
            "datasets/cifar10.1_v6_labels.npy (their true classes). B. Recht, R. Roelofs, "
            "L. Schmidt & V. Shankar 2019, 'Do ImageNet Classifiers Generalize to ImageNet?', ICML; "
            "the repository's code is MIT-licensed."
        ),
        "derived": (
            "num[m][g] = how many of the 200 images of class g model m classifies correctly "
            "(per-class counts only; no images, labels or per-image predictions are stored here)."
        ),
        "classes": CLASSES,
        "itemsPerClass": 200,
        "models": models,
        "num": num,
    }
    OUT.write_text(json.dumps(out, indent=1) + "\n")
    print(f"{len(models)} models -> {OUT}")


if __name__ == "__main__":
    main(sys.argv[1])

"""Writes and deletes only inside a folder the tool owns, never through a planted symlink.

`Owned(root)` walks from a descriptor of `root` one component at a time, each opened with
O_NOFOLLOW|O_DIRECTORY relative to the one before (`dir_fd`), so a symlink or a file planted
at any depth below the root is found after it is opened, not before: it is refused (a site
being patched) or, with `repair=True` (a cache), removed and replaced by a real folder.
Whoever can write inside the root can plant a link at any name; nothing here follows one.
Temporary files are created with O_CREAT|O_EXCL under a random name and renamed over the
target; `rmtree` removes by descriptor and unlinks a link instead of entering it. ENOSPC,
EROFS and EACCES become `EnvironmentProblem` (exit 2), after the temporary is removed.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from collections.abc import Iterator
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from probes.safeio.errors import (
    ENVIRONMENT_ERRNOS,
    NotRegular,
    SafeIOError,
    UnsafePath,
    environment_problem,
)
from probes.safeio.reads import open_regular, read_fd

CLOEXEC = getattr(os, "O_CLOEXEC", 0)
DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | CLOEXEC
NEW_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | CLOEXEC
TEMP_SUFFIX = ".part"
_NOT_A_DIR = (errno.ELOOP, errno.ENOTDIR)


def temp_name(name: str) -> str:
    """A fresh, hidden name beside `name` (`.<name>.<pid>.<hex>.part`), within NAME_MAX."""
    return f".{name[:180]}.{os.getpid()}.{secrets.token_hex(4)}{TEMP_SUFFIX}"


def is_temp_of(entry: str, name: str) -> bool:
    return entry.startswith(f".{name[:180]}.") and entry.endswith(TEMP_SUFFIX)


class Owned:
    """A folder the tool owns: every write, rename and delete below it goes through here."""

    def __init__(self, root: Path | str, *, create: bool = True, repair: bool = False) -> None:
        self.root = Path(os.path.abspath(root))
        self.create = create
        self.repair = repair

    # --- walking -----------------------------------------------------------------------

    def parts(self, path: Path | str) -> tuple[str, ...]:
        """`path` (absolute, or relative to the root) as names below the root."""
        given = PurePosixPath(os.fspath(path))
        if not given.is_absolute() and ".." in given.parts:
            raise UnsafePath(f"{path} leaves {self.root}; refusing to touch it")
        full = os.path.abspath(self.root / given)
        try:
            rel = PurePosixPath(os.path.relpath(full, self.root))
        except ValueError:
            rel = PurePosixPath("..")
        if rel.parts[:1] == ("..",):
            raise UnsafePath(f"{path} is outside {self.root}; refusing to touch it")
        return () if rel == PurePosixPath(".") else rel.parts

    def _open_root(self, create: bool) -> int:
        try:
            return os.open(self.root, os.O_RDONLY | os.O_DIRECTORY | CLOEXEC)
        except FileNotFoundError:
            if not create:
                raise
            self.root.mkdir(parents=True, exist_ok=True)
            return os.open(self.root, os.O_RDONLY | os.O_DIRECTORY | CLOEXEC)

    def _step(self, fd: int, name: str, create: bool, where: Path) -> int:
        """The descriptor of folder `name` in `fd`, never through a symlink."""
        try:
            return os.open(name, DIR_FLAGS, dir_fd=fd)
        except FileNotFoundError:
            if not create:
                raise
        except OSError as exc:
            if exc.errno not in _NOT_A_DIR:
                raise
            if not self.repair:
                raise UnsafePath(
                    f"{where} is a symlink or a file, not a folder, inside {self.root}; "
                    "refusing to go through it"
                ) from None
            remove_at(fd, name)  # the link itself, never what it points to
        with contextlib.suppress(FileExistsError):
            os.mkdir(name, 0o755, dir_fd=fd)
        return os.open(name, DIR_FLAGS, dir_fd=fd)

    @contextlib.contextmanager
    def folder(self, parts: tuple[str, ...], *, create: bool | None = None) -> Iterator[int]:
        """A descriptor of the folder `parts` below the root (made when `create`)."""
        create = self.create if create is None else create
        fd = self._open_root(create)
        try:
            where = self.root
            for name in parts:
                where = where / name
                nxt = self._step(fd, name, create, where)
                os.close(fd)
                fd = nxt
            yield fd
        finally:
            os.close(fd)

    @contextlib.contextmanager
    def parent(self, path: Path | str, *, create: bool | None = None) -> Iterator[tuple[int, str]]:
        """(descriptor of the folder holding `path`, its name), environment errors mapped."""
        parts = self.parts(path)
        if not parts:
            raise UnsafePath(f"{path} is the owned folder {self.root} itself")
        with _environment(path), self.folder(parts[:-1], create=create) as fd:
            yield fd, parts[-1]

    # --- reading and testing -----------------------------------------------------------

    def read(self, path: Path | str, *, limit: int) -> bytes:
        """A regular file below the root, no symlink at any depth; at most `limit` bytes."""
        with self.parent(path, create=False) as (dfd, name):
            try:
                fd = open_regular(name, follow=False, dir_fd=dfd)
            except NotRegular as exc:  # name it by its full path, not its name in the folder
                raise NotRegular(f"{path} is {exc.kind}, not a regular file", exc.kind) from None
            try:
                return read_fd(fd, limit, path)
            finally:
                os.close(fd)

    def lstat(self, path: Path | str) -> os.stat_result | None:
        """The entry's own stat (a link is not followed); None when nothing is there."""
        try:
            with self.parent(path, create=False) as (dfd, name):
                return os.stat(name, dir_fd=dfd, follow_symlinks=False)
        except (FileNotFoundError, UnsafePath):
            return None

    def listdir(self, path: Path | str) -> list[str]:
        """The names in a folder below the root (empty when it is not there)."""
        try:
            with _environment(path), self.folder(self.parts(path), create=False) as fd:
                return sorted(os.listdir(fd))
        except FileNotFoundError:
            return []

    # --- writing -----------------------------------------------------------------------

    def write(
        self, path: Path | str, data: bytes, *, mode: int = 0o644, durable: bool = False
    ) -> None:
        """Put `data` at `path` atomically: a new exclusive temp beside it, then a rename."""
        with self.parent(path) as (dfd, name):
            tmp = temp_name(name)
            fd = os.open(tmp, NEW_FLAGS, 0o600, dir_fd=dfd)
            try:
                try:
                    view = memoryview(data)
                    while view:
                        view = view[os.write(fd, view) :]
                    os.fchmod(fd, mode)
                    if durable:
                        os.fsync(fd)
                finally:
                    os.close(fd)
                os.replace(tmp, name, src_dir_fd=dfd, dst_dir_fd=dfd)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp, dir_fd=dfd)
                raise
            if durable:
                _fsync_fd(dfd)

    @contextlib.contextmanager
    def writer(self, path: Path | str, *, mode: int = 0o644) -> Iterator[BinaryIO]:
        """A file to stream into; it replaces `path` only when the block ends without error
        (an exclusive temp beside it until then, removed on any failure)."""
        with self.parent(path) as (dfd, name):
            tmp = temp_name(name)
            fd = os.open(tmp, NEW_FLAGS, 0o600, dir_fd=dfd)
            try:
                with os.fdopen(fd, "wb") as handle:
                    yield handle
                    os.fchmod(handle.fileno(), mode)
                os.replace(tmp, name, src_dir_fd=dfd, dst_dir_fd=dfd)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp, dir_fd=dfd)
                raise

    def write_text(
        self, path: Path | str, text: str, *, mode: int = 0o644, durable: bool = False
    ) -> None:
        """`write` of `text` encoded as UTF-8."""
        self.write(path, text.encode("utf-8"), mode=mode, durable=durable)

    def mkdir(self, path: Path | str) -> None:
        """`path` and every folder above it (below the root) as real folders."""
        with _environment(path), self.folder(self.parts(path), create=True):
            pass

    def mkdir_new(self, path: Path | str) -> None:
        """A new, empty folder at `path` (FileExistsError when the name is taken)."""
        with self.parent(path) as (dfd, name):
            os.mkdir(name, 0o755, dir_fd=dfd)

    def rename(self, src: Path | str, dst: Path | str, *, replace: bool = True) -> None:
        """Rename within the root (both names' folders walked without following links)."""
        with self.parent(src, create=False) as (sfd, sname), self.parent(dst) as (dfd, dname):
            if not replace and _exists_at(dfd, dname):
                raise FileExistsError(errno.EEXIST, "exists", str(dst))
            os.replace(sname, dname, src_dir_fd=sfd, dst_dir_fd=dfd)

    def symlink(self, target: str, path: Path | str) -> None:
        """Make `path` a symlink to `target` atomically (a temp link renamed over it)."""
        with self.parent(path) as (dfd, name):
            tmp = temp_name(name)
            os.symlink(target, tmp, dir_fd=dfd)
            try:
                os.replace(tmp, name, src_dir_fd=dfd, dst_dir_fd=dfd)
            except IsADirectoryError:  # a real folder where the link belongs: set aside
                remove_at(dfd, name)
                os.replace(tmp, name, src_dir_fd=dfd, dst_dir_fd=dfd)
            finally:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(tmp, dir_fd=dfd)

    def readlink(self, path: Path | str) -> str | None:
        try:
            with self.parent(path, create=False) as (dfd, name):
                return os.readlink(name, dir_fd=dfd)
        except (OSError, ValueError):
            return None

    # --- deleting ----------------------------------------------------------------------

    def unlink(self, path: Path | str) -> None:
        """Remove a file or link (missing is fine); a folder there is left alone."""
        with contextlib.suppress(FileNotFoundError), self.parent(path, create=False) as (dfd, name):
            os.unlink(name, dir_fd=dfd)

    def rmtree(self, path: Path | str) -> None:
        """Remove whatever is at `path`: a link is unlinked, a folder emptied by descriptor."""
        with contextlib.suppress(FileNotFoundError), self.parent(path, create=False) as (dfd, name):
            remove_at(dfd, name)

    def rmdir(self, path: Path | str) -> bool:
        """Remove an empty folder; False when it is not empty or not there."""
        try:
            with self.parent(path, create=False) as (dfd, name):
                os.rmdir(name, dir_fd=dfd)
        except OSError:
            return False
        return True

    def sweep_temps(self, path: Path | str) -> None:
        """Remove the temporaries a killed writer of `path` left beside it."""
        with contextlib.suppress(FileNotFoundError), self.parent(path, create=False) as (dfd, name):
            for entry in os.listdir(dfd):
                if is_temp_of(entry, name):
                    remove_at(dfd, entry)

    def fsync(self, path: Path | str) -> None:
        """Make renames in the folder `path` durable."""
        with (
            contextlib.suppress(FileNotFoundError),
            self.folder(self.parts(path), create=False) as fd,
        ):
            _fsync_fd(fd)

    @contextlib.contextmanager
    def lock(self, path: Path | str | None = None, *, wait: bool = True) -> Iterator[bool]:
        """An advisory lock on the file `path` (made if needed; None: the root folder itself);
        yields False when `wait` is False and another process holds it."""
        import fcntl

        if path is None:
            fd = self._open_root(create=self.create)
        else:
            with self.parent(path) as (dfd, name):
                fd = self._lock_file(dfd, name, path)
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
            except BlockingIOError:
                yield False
                return
            yield True
        finally:
            os.close(fd)

    def _lock_file(self, dfd: int, name: str, path: Path | str) -> int:
        """The lock file `name` in `dfd`, opened (made) without following a link there: a
        planted link is removed when repairing, else refused."""
        flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | CLOEXEC
        try:
            return os.open(name, flags, 0o644, dir_fd=dfd)
        except OSError as exc:
            if exc.errno not in _NOT_A_DIR:
                raise
            if not self.repair:
                raise UnsafePath(f"{path} is a symlink inside {self.root}; refusing it") from None
        os.unlink(name, dir_fd=dfd)
        return os.open(name, flags | os.O_EXCL, 0o644, dir_fd=dfd)


def _exists_at(dfd: int, name: str) -> bool:
    try:
        os.stat(name, dir_fd=dfd, follow_symlinks=False)
    except FileNotFoundError:
        return False
    return True


def _fsync_fd(fd: int) -> None:
    with contextlib.suppress(OSError):  # some file systems refuse fsync on a folder
        os.fsync(fd)


def remove_at(parent: int, name: str) -> None:
    """Remove `name` in folder `parent`: a file or link unlinked; a folder emptied depth
    first by descriptor (iteratively: a 1,500-deep tree does not recurse), never entering a
    link, even one swapped in while the removal runs."""
    try:
        info = os.stat(name, dir_fd=parent, follow_symlinks=False)
    except FileNotFoundError:
        return
    if not stat.S_ISDIR(info.st_mode):
        os.unlink(name, dir_fd=parent)
        return
    stack: list[tuple[int, str, int, list[str]]] = []
    try:
        fd = os.open(name, DIR_FLAGS, dir_fd=parent)
        stack.append((parent, name, fd, os.listdir(fd)))
        while stack:
            pfd, pname, fd, names = stack[-1]
            if not names:
                stack.pop()
                os.close(fd)
                with contextlib.suppress(FileNotFoundError):
                    os.rmdir(pname, dir_fd=pfd)
                continue
            entry = names.pop()
            try:
                sub = os.open(entry, DIR_FLAGS, dir_fd=fd)
            except FileNotFoundError:
                continue
            except OSError as exc:
                if exc.errno not in _NOT_A_DIR:
                    raise
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(entry, dir_fd=fd)
                continue
            stack.append((fd, entry, sub, os.listdir(sub)))
    except OSError as exc:
        if exc.errno == errno.EMFILE:
            raise SafeIOError(f"{name} is nested too deep to remove safely") from None
        raise
    finally:
        for _, _, fd, _ in stack:
            os.close(fd)


@contextlib.contextmanager
def _environment(where: object) -> Iterator[None]:
    """ENOSPC, EROFS, EACCES … inside as `EnvironmentProblem` naming `where`."""
    try:
        yield
    except SafeIOError:
        raise
    except OSError as exc:
        if exc.errno in ENVIRONMENT_ERRNOS:
            raise environment_problem(exc, where) from None
        raise

//! The browser's IndexedDB, for the games kept on this device ("Games
//! played here"): one database (`keep-table`), one store of record texts
//! keyed by their id. localStorage's quota (about 5 MB) would not hold a few
//! hundred games; IndexedDB's is a share of the disk. Every call says in
//! words why it failed (blocked storage, a full disk), and none panics.

use js_sys::{Array, Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{IdbDatabase, IdbRequest, IdbTransaction, IdbTransactionMode};

/// The database's name.
const DB: &str = "keep-table";
/// The store of kept games' records.
const STORE: &str = "records";

thread_local! {
    /// The database, once opened on this page.
    static OPEN: std::cell::RefCell<Option<IdbDatabase>> = const { std::cell::RefCell::new(None) };
}

/// An error of the browser's, in words (its name and message).
fn words(e: &JsValue) -> String {
    if let Some(ex) = e.dyn_ref::<web_sys::DomException>() {
        return if ex.name() == "QuotaExceededError" {
            "this device's storage is full".into()
        } else {
            format!("{}: {}", ex.name(), ex.message())
        };
    }
    e.as_string()
        .unwrap_or_else(|| "the browser refused it".into())
}

/// The error a finished request or transaction holds, in words.
fn request_error(req: &IdbRequest) -> String {
    match req.error() {
        Ok(Some(ex)) => words(&ex.into()),
        _ => "the browser refused it".into(),
    }
}

/// Waits for `req`'s success (its result) or error.
async fn done(req: &IdbRequest) -> Result<JsValue, String> {
    let promise = Promise::new(&mut |resolve: Function, reject: Function| {
        req.set_onsuccess(Some(&resolve));
        req.set_onerror(Some(&reject));
    });
    match JsFuture::from(promise).await {
        Ok(_) => req.result().map_err(|e| words(&e)),
        Err(_) => Err(request_error(req)),
    }
}

/// Waits for a transaction to be written (complete) or refused.
async fn written(tx: &IdbTransaction) -> Result<(), String> {
    let promise = Promise::new(&mut |resolve: Function, reject: Function| {
        tx.set_oncomplete(Some(&resolve));
        tx.set_onerror(Some(&reject));
        tx.set_onabort(Some(&reject));
    });
    JsFuture::from(promise).await.map(|_| ()).map_err(|_| {
        tx.error()
            .map(|ex| words(&ex.into()))
            .unwrap_or_else(|| "the browser refused it".into())
    })
}

/// The database, opened (and made, the first time) once per page.
async fn db() -> Result<IdbDatabase, String> {
    if let Some(db) = OPEN.with(|o| o.borrow().clone()) {
        return Ok(db);
    }
    let factory = web_sys::window()
        .and_then(|w| w.indexed_db().ok().flatten())
        .ok_or("this browser keeps no database for the page (private browsing?)")?;
    let req = factory.open_with_u32(DB, 1).map_err(|e| words(&e))?;
    let upgrading = req.clone();
    let make = wasm_bindgen::closure::Closure::once_into_js(move || {
        if let Ok(db) = upgrading.result() {
            let db: IdbDatabase = db.unchecked_into();
            let _ = db.create_object_store(STORE);
        }
    });
    req.set_onupgradeneeded(Some(make.unchecked_ref()));
    let db: IdbDatabase = done(&req).await?.unchecked_into();
    OPEN.with(|o| *o.borrow_mut() = Some(db.clone()));
    Ok(db)
}

/// A transaction on the records, for writing when `write`.
async fn records(write: bool) -> Result<(IdbTransaction, web_sys::IdbObjectStore), String> {
    let db = db().await?;
    let mode = if write {
        IdbTransactionMode::Readwrite
    } else {
        IdbTransactionMode::Readonly
    };
    let tx = db
        .transaction_with_str_and_mode(STORE, mode)
        .map_err(|e| words(&e))?;
    let store = tx.object_store(STORE).map_err(|e| words(&e))?;
    Ok((tx, store))
}

/// Every kept record's text.
pub async fn all() -> Result<Vec<String>, String> {
    let (_tx, store) = records(false).await?;
    let req = store.get_all().map_err(|e| words(&e))?;
    let list: Array = done(&req).await?.unchecked_into();
    Ok(list.iter().filter_map(|v| v.as_string()).collect())
}

/// Keeps `text` under `id` (in place of what was kept under it).
pub async fn put(id: &str, text: &str) -> Result<(), String> {
    let (tx, store) = records(true).await?;
    store
        .put_with_key(&JsValue::from_str(text), &JsValue::from_str(id))
        .map_err(|e| words(&e))?;
    written(&tx).await
}

/// Keeps every `(id, text)` in one transaction: all of them or none.
pub async fn put_all(items: &[(String, String)]) -> Result<(), String> {
    let (tx, store) = records(true).await?;
    for (id, text) in items {
        store
            .put_with_key(&JsValue::from_str(text), &JsValue::from_str(id))
            .map_err(|e| words(&e))?;
    }
    written(&tx).await
}

/// Forgets the records kept under `ids`, in one transaction.
pub async fn delete(ids: &[String]) -> Result<(), String> {
    let (tx, store) = records(true).await?;
    for id in ids {
        store
            .delete(&JsValue::from_str(id))
            .map_err(|e| words(&e))?;
    }
    written(&tx).await
}

/// How much of its quota this page's origin uses: `(used, quota)` bytes,
/// when the browser says.
pub async fn estimate() -> Option<(u64, u64)> {
    let storage = web_sys::window()?.navigator().storage();
    let promise = storage.estimate().ok()?;
    let e = JsFuture::from(promise).await.ok()?;
    let get = |k: &str| Some(Reflect::get(&e, &JsValue::from_str(k)).ok()?.as_f64()? as u64);
    Some((get("usage")?, get("quota")?))
}
